// The form pattern on a small form: client-side issues on their fields, the server's field errors
// on the same fields, a refusal without fields as the notice, the focus on the first field in
// error, and success through the mutation.
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { ApiError } from '../api-error';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required'), email: z.string().email('Valid email is required') });

interface FormProps {
  send: (request: z.output<typeof schema>) => Promise<{ id: string }>;
  onSuccess: (result: { id: string }) => void;
  onError: (error: unknown) => void;
}

function Form({ send, onSuccess, onError }: FormProps) {
  const mutation = useMutation({ mutationFn: send });
  const form = useSchemaForm({ schema, initialValues: { name: '', email: '' }, mutation, onSuccess, onError });
  return (
    <>
      <FormNotice id="notice" notice={form.notice} />
      <form {...form.formProps}>
        <TextField label="Name" {...form.field('name')} />
        <TextField label="Email" {...form.field('email')} />
        <button type="submit" disabled={form.busy}>
          Save
        </button>
      </form>
    </>
  );
}

function renderForm(send: (request: z.output<typeof schema>) => Promise<{ id: string }>) {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Form send={send} onSuccess={onSuccess} onError={onError} />
    </QueryClientProvider>,
  );
  return { onSuccess, onError };
}

const addressSchema = z.object({ address: z.object({ street: z.string().trim().min(1, 'Street is required'), city: z.string().trim().min(1, 'City is required') }) });

function AddressForm({ onValid }: { onValid: (request: z.output<typeof addressSchema>) => void }) {
  const form = useSchemaForm({ schema: addressSchema, initialValues: { address: { street: '', city: '' } }, onValid });
  const address = form.group('address');
  return (
    <form {...form.formProps}>
      <TextField label="Street" value={address.value.street} error={address.errors[`${address.errorPrefix}.street`]} onChange={(event) => address.onChange('street', event.target.value)} />
      <TextField label="City" value={address.value.city} error={address.errors[`${address.errorPrefix}.city`]} onChange={(event) => address.onChange('city', event.target.value)} />
      <button type="submit">Go</button>
    </form>
  );
}

function LazyForm({ getSchema, onValid }: { getSchema: () => typeof schema | Promise<typeof schema>; onValid: (request: z.output<typeof schema>) => void }) {
  const form = useSchemaForm({ schema: getSchema, initialValues: { name: '', email: '' }, onValid });
  return (
    <form {...form.formProps}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit">Go</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('takes the schema at submit from a function, for a schema loaded on demand', async () => {
    const getSchema = vi.fn(() => schema);
    const onValid = vi.fn();
    render(<LazyForm getSchema={getSchema} onValid={onValid} />);
    expect(getSchema).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'Una');
    await userEvent.type(screen.getByLabelText('Email'), 'una@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Una', email: 'una@example.com' });
    expect(getSchema).toHaveBeenCalledTimes(2);
  });

  it('waits for a schema still loading before it checks the values', async () => {
    const getSchema = vi.fn(async () => schema);
    const onValid = vi.fn();
    render(<LazyForm getSchema={getSchema} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'Una');
    await userEvent.type(screen.getByLabelText('Email'), 'una@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Una', email: 'una@example.com' }));
  });

  it('edits a nested group key by key and clears only the error of the key typed in', async () => {
    const onValid = vi.fn();
    render(<AddressForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Street is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Street'), '1 High St');
    expect(screen.queryByText('Street is required')).toBeNull();
    expect(screen.getByText('City is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('City'), 'Columbus');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ address: { street: '1 High St', city: 'Columbus' } });
  });

  it('shows the schema issues on their fields, focuses the first and sends nothing', async () => {
    const send = vi.fn();
    renderForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields they name and its message in the notice", async () => {
    const send = vi.fn(async () => {
      throw new ApiError('Please check the highlighted fields.', 400, { email: 'This e-mail already has an account' });
    });
    const { onError } = renderForm(send);
    await userEvent.type(screen.getByLabelText('Name'), 'Una');
    await userEvent.type(screen.getByLabelText('Email'), 'una@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail already has an account')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    // The page hears of the refusal too (the support chat answers it in the conversation).
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
    // Typing again clears that field's error.
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('This e-mail already has an account')).toBeNull();
  });

  it('sends the parsed request and reports success', async () => {
    const send = vi.fn(async (_request: z.output<typeof schema>) => ({ id: 'r-1' }));
    const { onSuccess } = renderForm(send);
    await userEvent.type(screen.getByLabelText('Name'), '  Una  ');
    await userEvent.type(screen.getByLabelText('Email'), 'una@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ id: 'r-1' }, { name: 'Una', email: 'una@example.com' }));
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Una', email: 'una@example.com' });
  });

  it('clears, with a change, the error key it names and the errors under it', async () => {
    const errors = { 'address.zipCode': 'Enter a 5-digit ZIP', 'address.city': 'City is required', name: 'Name is required' };
    function Nested() {
      const form = useSchemaForm({ schema, initialValues: { name: '', email: '', zip: '' }, onValid: () => undefined });
      return (
        <form {...form.formProps}>
          <button type="button" onClick={() => form.setErrors(errors)}>
            Refuse
          </button>
          <button type="button" onClick={() => form.set('zip', '43215', 'address')}>
            Fix
          </button>
          <output>{Object.keys(form.errors).join(',')}</output>
        </form>
      );
    }
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByRole('status').textContent).toBe('address.zipCode,address.city,name');
    await userEvent.click(screen.getByRole('button', { name: 'Fix' }));
    expect(screen.getByRole('status').textContent).toBe('name');
  });

  it('sends what toVariables adds from the values next to the parsed request', async () => {
    const send = vi.fn(async (_variables: z.output<typeof schema> & { file: string }) => ({ id: 'r-2' }));
    function WithFile() {
      const mutation = useMutation({ mutationFn: send });
      const form = useSchemaForm({
        schema,
        initialValues: { name: ' Una ', email: 'una@example.com', file: 'logo.png' },
        toVariables: (request, values) => ({ ...request, file: values.file }),
        mutation,
      });
      return (
        <form {...form.formProps}>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WithFile />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Una', email: 'una@example.com', file: 'logo.png' });
  });

  it('shows invalidNotice as the notice when the schema refuses the submit here', async () => {
    function Banner() {
      const form = useSchemaForm({ schema, initialValues: { name: '', email: '' }, onValid: () => undefined, invalidNotice: 'Please fill out all required fields' });
      return (
        <>
          <FormNotice id="notice" notice={form.notice} />
          <form {...form.formProps}>
            <TextField label="Name" {...form.field('name')} />
            <button type="submit">Save</button>
          </form>
        </>
      );
    }
    render(<Banner />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill out all required fields')).toBeTruthy();
  });
});

describe('useSchemaForm refineErrors, invalidNotice and clearError', () => {
  const addressSchema = z.object({ name: z.string().trim().min(1, 'Name is required'), address: z.object({ zipCode: z.string().regex(/^\d{5}$/, 'ZIP is required') }) });
  type Values = { name: string; address: { zipCode: string } };

  function RefinedForm({ onValid, taken }: { onValid: (request: z.output<typeof addressSchema>) => void; taken: string }) {
    const form = useSchemaForm({
      schema: addressSchema,
      initialValues: { name: '', address: { zipCode: '' } } as Values,
      onValid,
      // A rule only the page knows: a name already taken.
      refineErrors: (errors, values) => (values.name.trim() === taken ? { ...errors, name: 'That name is taken' } : errors),
      invalidNotice: (errors) => Object.values(errors)[0],
    });
    return (
      <>
        <FormNotice id="notice" notice={form.notice} />
        <form {...form.formProps}>
          <TextField label="Name" {...form.field('name')} />
          <TextField
            label="ZIP"
            value={form.values.address.zipCode}
            error={form.errors['address.zipCode']}
            onChange={(event) => {
              form.set('address', { zipCode: event.target.value });
              form.clearError('address');
            }}
          />
          <button type="submit">Save</button>
        </form>
      </>
    );
  }

  it("refuses with the form's own rule and says the first problem as the notice; clearError clears nested paths", async () => {
    const onValid = vi.fn();
    render(<RefinedForm onValid={onValid} taken="Una" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Name is required')).toHaveLength(2);
    expect(screen.getByText('ZIP is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('ZIP'), '4');
    expect(screen.queryByText('ZIP is required')).toBeNull();
    await userEvent.type(screen.getByLabelText('ZIP'), '3215');
    await userEvent.type(screen.getByLabelText('Name'), 'Una');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('That name is taken')).toHaveLength(2);
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Unax', address: { zipCode: '43215' } }));
  });
});

describe('useSchemaForm update', () => {
  const schema = z.object({ address: z.object({ city: z.string(), state: z.string() }) });

  function Filled({ onValid }: { onValid: (request: z.output<typeof schema>) => void }) {
    const form = useSchemaForm({ schema, initialValues: { address: { city: '', state: '' } }, onValid });
    // Two changes in one event, as a ZIP lookup filling city and state: both apply.
    const fill = () => {
      form.update('address', (current) => ({ ...current, city: 'Columbus' }));
      form.update('address', (current) => ({ ...current, state: 'OH' }));
    };
    return (
      <form {...form.formProps}>
        <button type="button" onClick={fill}>
          Fill
        </button>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('applies several changes of one nested field made in one event', async () => {
    const onValid = vi.fn();
    render(<Filled onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ address: { city: 'Columbus', state: 'OH' } }));
  });
});
