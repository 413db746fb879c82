// The decisions on a provider request that need a confirmation: issuing an access code (which
// e-mails it at once, so it is never a single click) and declining with notes.
import { useEffect, useRef } from 'react';
import { ACCESS_CODE_TTL_DAYS, providerRequestReviewSchema, type IssuedAccessCode, type ProviderRequest } from '../../../../shared/schemas/onboarding';
import { FormNotice } from '../../components/form-notice';
import { ModalDialog } from '../../components/modal-dialog';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useIssueAccessCode, useReviewProviderRequest } from './operator-api';
import { formatDateTime } from './operator-format';
import { CopyButton, NotesField } from './operator-ui';


function IssuedCodeDetails({ issued, businessName }: { issued: IssuedAccessCode; businessName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The confirm button this replaces had focus; keep it in the dialog, on the result.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="issued-code">
      <p role="status">
        Access code issued for {businessName}. We e-mailed it to <strong>{issued.email}</strong>.
      </p>
      <dl className="issued-code__facts">
        <div>
          <dt>Access code</dt>
          <dd className="issued-code__row">
            <code className="issued-code__value">{issued.code}</code>
            <CopyButton text={issued.code} label="Copy access code" />
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>
            <time dateTime={issued.expiresAt}>{formatDateTime(issued.expiresAt)}</time> (single use)
          </dd>
        </div>
        <div>
          <dt>Registration link</dt>
          <dd className="issued-code__row">
            <a href={issued.registrationUrl} target="_blank" rel="noopener noreferrer" className="issued-code__link">
              {issued.registrationUrl}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <CopyButton text={issued.registrationUrl} label="Copy registration link" />
          </dd>
        </div>
      </dl>
    </div>
  );
}

interface IssueAccessCodeDialogProps {
  request: ProviderRequest;
  /** Called with the issued code when there is one, so the panel can say so after the dialog. */
  onClose: (issued: IssuedAccessCode | undefined) => void;
}

export function IssueAccessCodeDialog({ request, onClose }: IssueAccessCodeDialogProps) {
  const issue = useIssueAccessCode();
  const issued = issue.data;
  const close = () => onClose(issued);
  return (
    <ModalDialog title={issued ? 'Access code issued' : 'Issue access code'} onClose={close} busy={issue.isPending}>
      {issued ? (
        <>
          <IssuedCodeDetails issued={issued} businessName={request.businessName} />
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={close}>
              Done
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            Issue an access code to <strong>{request.businessName}</strong>? We e-mail it to {request.email} right away
            and mark the request approved. The code works once and is valid for {ACCESS_CODE_TTL_DAYS} days.
          </p>
          {request.accessCodeSent && (
            <p className="operator-muted">
              A code was sent for this request before. It stays valid until it is used or expires; the new one is sent
              as well.
            </p>
          )}
          {issue.isError && (
            <p className="inline-error" role="alert">
              {issue.error.message}
            </p>
          )}
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={close} disabled={issue.isPending}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={issue.isPending}
              onClick={() => issue.mutate(request.requestId)}
            >
              {issue.isPending ? 'Issuing...' : 'Issue and e-mail code'}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

interface DeclineRequestDialogProps {
  request: ProviderRequest;
  onClose: () => void;
  onDeclined: (request: ProviderRequest) => void;
}

export function DeclineRequestDialog({ request, onClose, onDeclined }: DeclineRequestDialogProps) {
  const review = useReviewProviderRequest(request.requestId);
  const form = useSchemaForm({
    schema: providerRequestReviewSchema,
    initialValues: { notes: request.notes ?? '' },
    // Always sent, blank included: the server keeps the old notes when none are sent, so a cleared
    // box would otherwise not clear them.
    toInput: ({ notes }) => ({ status: 'declined', notes: notes.trim() }),
    mutation: review,
    onSuccess: onDeclined,
  });
  return (
    <ModalDialog title="Decline request" onClose={onClose} busy={form.busy}>
      <form {...form.formProps}>
        <p>
          Decline the request from <strong>{request.businessName}</strong>? You can reopen it later.
        </p>
        <NotesField
          label="Notes (optional)"
          hint="Why it was declined, saved with the request for the team."
          name="notes"
          value={form.values.notes}
          error={form.errors.notes}
          onChange={(notes) => form.set('notes', notes)}
          disabled={form.busy}
        />
        <FormNotice id="decline-notice" notice={form.notice} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={form.busy}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={form.busy}>
            {form.busy ? 'Saving...' : 'Decline request'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
