// Shown where nobody delivers to the ZIP yet: says so plainly and offers to tell the visitor when a
// provider starts serving it (an e-mail, checked with the shared schema; stored once per e-mail).
import { useId } from 'react';
import { ZIP_REQUEST_MESSAGES, zipRequestInputSchema } from '../../../../shared/schemas/zip-request';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useZipRequest } from './zip-request-api';

export function ZipRequestForm({ zipCode, sizeYards }: { zipCode: string; sizeYards?: number }) {
  const id = useId();
  const request = useZipRequest();
  const form = useSchemaForm({
    schema: zipRequestInputSchema,
    initialValues: { email: '' },
    toInput: ({ email }) => ({ zipCode, email, ...(sizeYards ? { sizeYards } : {}) }),
    mutation: request,
    failureText: () => ZIP_REQUEST_MESSAGES.failed,
  });

  if (request.isSuccess) {
    return (
      <p className="notice notice--success" role="status">
        {ZIP_REQUEST_MESSAGES.saved(zipCode)}
      </p>
    );
  }
  return (
    <form className="zip-request" {...form.formProps} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="zip-request__title">
        Want to know when someone delivers to {zipCode}?
      </p>
      <div className="zip-request__row">
        <TextField label="Your e-mail address" type="email" autoComplete="email" {...form.field('email')} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Notify Me'}
        </button>
      </div>
      <FormNotice id={`${id}-notice`} notice={form.notice} />
    </form>
  );
}
