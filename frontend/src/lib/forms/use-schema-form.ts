// The one way a form works in the SPA. A form holds its values as typed; on submit they are parsed
// with the shared request schema (the same one the server parses them with), each issue lands on
// its field, and a valid request goes to a TanStack Query mutation from the feature's api file.
// What the server refuses comes back the same way: its per-field messages land on the same fields
// (the API keys them by the same dotted paths), anything else becomes the form's notice. After a
// refused submit the focus moves to the first field in error. Pages compose this hook with their
// fields; they hold no submission logic of their own.
//
// An in-house hook rather than react-hook-form: every form here is a controlled values object
// parsed by a shared zod schema on submit, which is all this does, in about 1 KB gzip against 14 KB
// for react-hook-form with its zod resolver (docs/ARCHITECTURE.md, "Forms").
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import type * as z from 'zod';
import { MESSAGES } from '../../../../shared/messages';
import type { FormNoticeValue } from '../../components/form-notice';
import { isApiError } from '../api-error';
import { fieldErrorsOf, type FieldErrors } from '../form-errors';

type FormNotice = FormNoticeValue;

/**
 * The useMutation result a form sends through: its variables are the parsed request (a form-only
 * refinement such as a confirmed password feeds the request's own mutation), or what toVariables
 * makes of it.
 */
interface SchemaFormMutation<Request, Result> {
  mutateAsync: (request: Request) => Promise<Result>;
  isPending: boolean;
}

export interface SchemaFormOptions<Values extends object, S extends z.ZodType, Result, Variables = z.output<S>> {
  /**
   * The request schema from shared/ (a form-only refinement of it where the form asks more, e.g. a
   * confirmed password). Or a function giving it (or a promise of it) at submit, for a form whose
   * schema is loaded on demand: the home search wizard keeps zod out of the first page.
   */
  schema: S | (() => S | Promise<S>);
  initialValues: Values;
  /** The values as the schema reads them (trimmed optionals, numbers from text); the values themselves by default. */
  toInput?: (values: Values) => unknown;
  /**
   * Sends the parsed request. A form that sends nothing (the search wizard goes to the results
   * page) leaves it out and takes the parsed request in `onValid` instead.
   */
  mutation?: SchemaFormMutation<Variables, Result>;
  /**
   * What the mutation is sent, when it needs more than the parsed request: a file the form holds
   * that is uploaded before the request (a logo, a receipt), or which of the form's submit buttons
   * sent it (the submitter; none when the form was submitted by `submit()`). The parsed request by
   * default.
   */
  toVariables?: (request: z.output<S>, values: Values, submitter: HTMLElement | undefined) => Variables;
  /** After the server took it: navigate, reset, announce. */
  onSuccess?: (result: Result, request: z.output<S>) => void;
  /**
   * After a refusal, once its field errors and notice are set: for a form whose page answers a
   * failure itself (the support chat replies in the conversation).
   */
  onError?: (error: unknown) => void;
  /** A form without a mutation: what to do with the valid request. */
  onValid?: (request: z.output<S>) => void;
  /** The notice for a refusal without field errors; the server's own message by default. */
  failureText?: (error: unknown) => string;
  /**
   * The errors a submit is checked against, from the schema's: for rules only the page knows (the
   * server's full dates, a chosen file) or a form's own wording of a schema issue. The submit goes
   * on only when the schema passes and this answers no error. The schema's errors by default.
   */
  refineErrors?: (errors: FieldErrors, values: Values) => FieldErrors;
  /**
   * The notice for a submit refused before sending: a fixed banner above a long form, or one made
   * from the errors (the first problem, said once more). None by default.
   */
  invalidNotice?: string | ((errors: FieldErrors) => string | undefined);
}

export interface SchemaForm<Values extends object> {
  values: Values;
  errors: FieldErrors;
  notice: FormNotice | undefined;
  busy: boolean;
  /**
   * Changes the values and clears the errors at the given keys and under them ('lines' clears
   * 'lines.0.amount'). Errors are keyed by the schema's dotted paths, which need not be the values'
   * own names (the values are shaped for the inputs, the request for the API). The change is a
   * function of the current values, so several changes in one event (a ZIP lookup filling city and
   * state) all apply. `set` and `update` are this for one field.
   */
  edit: (change: (current: Values) => Values, ...errorKeys: string[]) => void;
  /** Sets one field; clears its error, or the errors at `errorKey` when the schema names it otherwise. */
  set: <K extends keyof Values>(field: K, value: Values[K], errorKey?: string) => void;
  /** Changes one field from its current value (a part of a nested object); clears as `set` does. */
  update: <K extends keyof Values>(field: K, change: (current: Values[K]) => Values[K], errorKey?: string) => void;
  /** Value, error and change handler of a text-like field, to spread onto an input component. */
  field: <K extends keyof Values & string>(
    name: K,
  ) => { name: K; value: Values[K]; error: string | undefined; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void };
  /**
   * Value, errors and change handler of a nested object field (an address), for a group component
   * such as AddressFields: a change sets one key inside it and clears that key's error ('address.city').
   */
  group: <K extends GroupKeys<Values>>(
    name: K,
  ) => { value: Values[K]; errors: FieldErrors; errorPrefix: K; onChange: (key: keyof Values[K] & string, value: string) => void };
  /** Props for the <form> element: noValidate, submit handler, the ref the focus step needs. */
  formProps: { noValidate: true; onSubmit: (event: FormEvent) => void; ref: RefObject<HTMLFormElement | null> };
  /**
   * Submits the current values as the form's submit button does: a code from the link checked on
   * arrival, or the save button of a page that cannot be one <form> (it holds a form of its own).
   */
  submit: () => void;
  setNotice: (notice: FormNotice | undefined) => void;
  /** Replaces the errors, or changes them from the current ones. */
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Clears the error at a dotted path and any under it ('address' clears 'address.zipCode'), e.g. when a nested value changes. */
  clearError: (key: string) => void;
  reset: (values?: Values) => void;
}

/** The keys of Values that hold a nested object (an address). */
type GroupKeys<Values> = { [K in keyof Values & string]: Values[K] extends object ? (Values[K] extends unknown[] ? never : K) : never }[keyof Values & string];

function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.internal;
}

export function useSchemaForm<Values extends object, S extends z.ZodType, Result, Variables = z.output<S>>(
  options: SchemaFormOptions<Values, S, Result, Variables>,
): SchemaForm<Values> {
  const { schema, initialValues, toInput, mutation, toVariables, onSuccess, onError, onValid, refineErrors, invalidNotice } = options;
  const failureText = options.failureText ?? failureMessage;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNotice>();
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement | null>(null);

  // Once the refused submit's errors are rendered, take keyboard and screen-reader users to the first.
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const clearError = useCallback((key: string) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([name]) => name !== key && !name.startsWith(`${key}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const edit = useCallback(
    (change: (current: Values) => Values, ...errorKeys: string[]) => {
      setValues(change);
      errorKeys.forEach(clearError);
    },
    [clearError],
  );

  const update = useCallback(
    <K extends keyof Values>(field: K, change: (current: Values[K]) => Values[K], errorKey: string = field as string) =>
      edit((current) => ({ ...current, [field]: change(current[field]) }), errorKey),
    [edit],
  );

  const set = useCallback(
    <K extends keyof Values>(field: K, value: Values[K], errorKey?: string) => update(field, () => value, errorKey),
    [update],
  );

  const submit = (submitter?: HTMLElement) => {
    if (mutation?.isPending) return;
    setNotice(undefined);
    const current = typeof schema === 'function' ? schema() : schema;
    // A schema still loading: check once it is here; if it cannot load, say so as a refusal would.
    if (current instanceof Promise) {
      current.then((loaded) => check(loaded, submitter), (error: unknown) => setNotice({ tone: 'error', text: failureText(error) }));
    } else {
      check(current, submitter);
    }
  };

  const check = (active: S, submitter: HTMLElement | undefined) => {
    const parsed = active.safeParse(toInput ? toInput(values) : values);
    const schemaErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const refined = refineErrors ? refineErrors(schemaErrors, values) : schemaErrors;
    if (!parsed.success || Object.keys(refined).length > 0) {
      const found = Object.keys(refined).length > 0 ? refined : schemaErrors;
      setErrors(found);
      const text = typeof invalidNotice === 'function' ? invalidNotice(found) : invalidNotice;
      if (text) setNotice({ tone: 'error', text });
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    if (!mutation) {
      onValid?.(parsed.data);
      return;
    }
    // Without toVariables the mutation takes the request itself (Variables is z.output<S>).
    mutation.mutateAsync(toVariables ? toVariables(parsed.data, values, submitter) : (parsed.data as Variables)).then(
      (result) => onSuccess?.(result, parsed.data),
      (error: unknown) => {
        const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
        if (fieldErrors && Object.keys(fieldErrors).length) {
          setErrors(fieldErrors);
          setRefusals((count) => count + 1);
        }
        setNotice({ tone: 'error', text: failureText(error) });
        onError?.(error);
      },
    );
  };

  return {
    values,
    errors,
    notice,
    busy: mutation?.isPending ?? false,
    edit,
    set,
    update,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => set(name, event.target.value as Values[typeof name]),
    }),
    group: (name) => ({
      value: values[name],
      errors,
      errorPrefix: name,
      onChange: (key, value) => update(name, (current) => ({ ...current, [key]: value }), `${name}.${key}`),
    }),
    formProps: {
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        // Which button sent it: a form with several (save as draft, issue) sends what it says.
        submit((event.nativeEvent as SubmitEvent).submitter ?? undefined);
      },
      ref: form,
    },
    submit: () => submit(),
    setNotice,
    setErrors,
    clearError,
    reset: (next = initialValues) => {
      setValues(next);
      setErrors({});
    },
  };
}
