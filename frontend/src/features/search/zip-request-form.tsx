// Shown where nobody delivers to the ZIP yet: says so plainly and offers to tell the visitor when a
// provider starts serving it (an e-mail, checked with the shared schema; stored once per e-mail).
import { useId, useState, type FormEvent } from 'react';
import { ZIP_REQUEST_MESSAGES, zipRequestInputSchema } from '../../../../shared/schemas/zip-request';
import { TextField } from '../../components/form-field';
import { fieldErrorsOf } from '../../lib/form-errors';
import { useZipRequest } from './zip-request-api';

export function ZipRequestForm({ zipCode, sizeYards }: { zipCode: string; sizeYards?: number }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useZipRequest();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zipRequestInputSchema.safeParse({ zipCode, email, ...(sizeYards ? { sizeYards } : {}) });
    if (!parsed.success) return setError(fieldErrorsOf(parsed.error).email ?? ZIP_REQUEST_MESSAGES.emailInvalid);
    setError(undefined);
    request.mutate(parsed.data);
  }

  if (request.isSuccess) {
    return (
      <p className="notice notice--success" role="status">
        {ZIP_REQUEST_MESSAGES.saved(zipCode)}
      </p>
    );
  }
  return (
    <form className="zip-request" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="zip-request__title">
        Want to know when someone delivers to {zipCode}?
      </p>
      <div className="zip-request__row">
        <TextField
          label="Your e-mail address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" className="button button--primary" disabled={request.isPending}>
          {request.isPending ? 'Saving...' : 'Notify Me'}
        </button>
      </div>
      {request.isError && (
        <p className="inline-error" role="alert">
          {ZIP_REQUEST_MESSAGES.failed}
        </p>
      )}
    </form>
  );
}
