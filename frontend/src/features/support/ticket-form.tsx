// The support ticket form, opened by the assistant: a message, an order number if it is about an
// order, and always an e-mail address to reply to. Submit stays disabled, with the reason beside
// it, until the shared request schema accepts the draft. The form itself (values, sending, the
// server's field errors) is the chat's useSchemaForm, so the draft outlives the form closing.
import { useEffect, useId, useRef } from 'react';
import { SUPPORT_TICKET_MESSAGE_MAX } from '../../../../shared/schemas/support';
import { TextField } from '../../components/form-field';
import type { SchemaForm } from '../../lib/forms/use-schema-form';
import { checkTicketDraft, type IdentifierType, type TicketDraft } from './ticket-rules';

interface TicketFormProps {
  form: SchemaForm<TicketDraft>;
  onCancel: () => void;
}

const IDENTIFIERS: { value: IdentifierType; label: string }[] = [
  { value: 'orderId', label: 'About an order' },
  { value: 'email', label: 'Something else' },
];

export function TicketForm({ form, onCancel }: TicketFormProps) {
  const id = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const draft = form.values;
  const pending = form.busy;
  const check = checkTicketDraft(draft);
  // The server's word on a field (an order not found for this e-mail) until it is typed in again.
  const errors = {
    message: form.errors.message ?? check.fieldErrors.message,
    orderId: form.errors.orderId ?? check.fieldErrors.orderId,
    email: form.errors.email ?? check.fieldErrors.email,
  };
  const ready = check.request !== undefined;
  const ids = {
    title: `${id}-title`,
    message: `${id}-message`,
    messageError: `${id}-message-error`,
    status: `${id}-status`,
  };
  const byOrder = draft.identifierType === 'orderId';

  // The form opens at the assistant's request: the visitor starts typing at once.
  useEffect(() => {
    messageRef.current?.focus();
  }, []);

  return (
    <form className="ticket-form" aria-labelledby={ids.title} aria-busy={pending} {...form.formProps}>
      <h3 id={ids.title} className="ticket-form__title">
        Submit a support ticket
      </h3>
      <p className="ticket-form__lead">We reply within 24 hours.</p>

      <div className="field">
        <label className="field-label" htmlFor={ids.message}>
          How can we help?
        </label>
        <textarea
          id={ids.message}
          ref={messageRef}
          name="message"
          className="text-input ticket-form__message"
          rows={4}
          maxLength={SUPPORT_TICKET_MESSAGE_MAX}
          required
          value={draft.message}
          disabled={pending}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? ids.messageError : undefined}
          onChange={(event) => form.set('message', event.target.value)}
        />
        {errors.message && (
          <p id={ids.messageError} className="field-error" role="alert">
            {errors.message}
          </p>
        )}
      </div>

      <fieldset className="field ticket-form__choice">
        <legend className="field-label">Is it about an order?</legend>
        <div className="ticket-form__radios">
          {IDENTIFIERS.map((option) => (
            <label key={option.value} className="ticket-form__radio">
              <input
                type="radio"
                name={`${id}-identifierType`}
                value={option.value}
                checked={draft.identifierType === option.value}
                disabled={pending}
                onChange={() => form.set('identifierType', option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      {byOrder && (
        <TextField
          label="Your order number"
          name="orderId"
          autoComplete="off"
          spellCheck={false}
          required
          value={draft.orderId}
          disabled={pending}
          hint="As on your confirmation, e.g. 465E0190."
          error={errors.orderId}
          onChange={(event) => form.set('orderId', event.target.value)}
        />
      )}
      <TextField
        label="Your e-mail address"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        value={draft.email}
        disabled={pending}
        hint={byOrder ? 'The one the order was placed with: our support team replies there.' : 'Our support team replies to this address.'}
        error={errors.email}
        onChange={(event) => form.set('email', event.target.value)}
      />

      {!ready && (
        <div id={ids.status} className="ticket-form__missing">
          <p className="ticket-form__missing-title">To submit your ticket:</p>
          <ul>
            {check.missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {pending && (
        <p id={ids.status} className="ticket-form__progress" role="status">
          <span className="spinner spinner--small" aria-hidden="true" /> Sending your ticket...
        </p>
      )}

      <div className="ticket-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!ready || pending}
          aria-describedby={!ready || pending ? ids.status : undefined}
        >
          {pending ? 'Submitting...' : 'Submit Ticket'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
