// A provider's documents (short-lived download links) and the verification decision.
import { useEffect, useState } from 'react';
import { providerVerificationSchema } from '../../../../shared/schemas/operator';
import type { OperatorProvider } from '../../../../shared/schemas/operator';
import { FormNotice } from '../../components/form-notice';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { ModalDialog } from '../../components/modal-dialog';
import { LoadingPanel } from '../../components/status-panel';
import { VerifiedBadge } from '../../components/verified-badge';
import { useProviderDocuments, useVerifyProvider } from './operator-api';
import { formatDateTime, minutesText } from './operator-format';
import { NotesField, notesPayload } from './operator-ui';
import { StatusBadge } from '../../components/status-badge';

/** Links are treated as expired a little early, so one opened at the last second still loads. */
const EXPIRY_MARGIN_MS = 15_000;

/** Whether links fetched at `fetchedAt` and valid for `seconds` have run out; re-renders when they do. */
function useLinksExpired(fetchedAt: number, seconds: number | undefined): boolean {
  const expiresAt = seconds === undefined || fetchedAt === 0 ? undefined : fetchedAt + seconds * 1000 - EXPIRY_MARGIN_MS;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === undefined) return;
    const wait = expiresAt - Date.now();
    if (wait <= 0) {
      setNow(Date.now());
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expiresAt !== undefined && now >= expiresAt;
}

function DocumentLink({ label, link, expired }: { label: string; link: { url: string } | null; expired: boolean }) {
  return (
    <li className="document-links__item">
      <span className="document-links__label">{label}</span>
      {!link ? (
        <span className="operator-muted">Not uploaded</span>
      ) : expired ? (
        <span className="operator-muted">Link expired</span>
      ) : (
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          Open {label.toLowerCase()}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}

export function ProviderDocumentsDialog({ provider, onClose }: { provider: OperatorProvider; onClose: () => void }) {
  const documents = useProviderDocuments(provider.providerId);
  const expired = useLinksExpired(documents.dataUpdatedAt, documents.data?.expiresInSeconds);
  const data = documents.data;
  const refreshing = documents.isFetching && !documents.isPending;

  return (
    <ModalDialog title={`Documents of ${provider.businessName}`} onClose={onClose}>
      {documents.isPending ? (
        <LoadingPanel label="Getting document links..." />
      ) : documents.isError && !data ? (
        <p className="inline-error" role="alert">
          We could not get the document links. {documents.error.message}
        </p>
      ) : data ? (
        <>
          <ul className="document-links" aria-label="Documents">
            <DocumentLink label="Insurance certificate" link={data.insurance} expired={expired} />
            <DocumentLink label="Driver's license" link={data.license} expired={expired} />
          </ul>
          {data.uploadedAt && (data.insurance || data.license) && (
            <p className="operator-muted">
              Uploaded <time dateTime={data.uploadedAt}>{formatDateTime(data.uploadedAt)}</time>
            </p>
          )}
          <p className="operator-doc-status">
            {data.verified ? <VerifiedBadge /> : <StatusBadge kind="verification" status="unverified">Not verified</StatusBadge>}
            {data.verificationNotes && <span> {data.verificationNotes}</span>}
          </p>
          <p role="status" className="operator-muted">
            {refreshing
              ? 'Getting new links...'
              : expired
                ? 'These links have expired. Get new links to open the documents.'
                : `For security these links expire in ${minutesText(data.expiresInSeconds)}.`}
          </p>
          {documents.isError && (
            <p className="inline-error" role="alert">
              We could not get new links. {documents.error.message}
            </p>
          )}
        </>
      ) : null}
      <div className="modal__actions">
        {!documents.isPending && (
          <button
            type="button"
            className="button button--ghost"
            disabled={refreshing}
            onClick={() => void documents.refetch()}
          >
            {refreshing ? 'Getting links...' : data ? 'Get new links' : 'Try again'}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

interface VerificationDialogProps {
  provider: OperatorProvider;
  /** The decision this dialog confirms: verify, or take the verification away. */
  verified: boolean;
  onClose: () => void;
  onDone: (provider: OperatorProvider) => void;
}

export function VerificationDialog({ provider, verified, onClose, onDone }: VerificationDialogProps) {
  const verify = useVerifyProvider(provider.providerId);
  const form = useSchemaForm({
    schema: providerVerificationSchema,
    // The server replaces the notes with what is sent (none clears them), so start from the current ones.
    initialValues: { notes: provider.documents?.verificationNotes ?? '' },
    toInput: ({ notes }) => ({ verified, ...notesPayload(notes) }),
    mutation: verify,
    onSuccess: onDone,
  });
  const business = provider.businessName;
  return (
    <ModalDialog title={verified ? `Verify ${business}` : `Remove verification for ${business}`} onClose={onClose} busy={form.busy}>
      <form {...form.formProps}>
        <p>
          {verified
            ? 'Verified providers show the Verified badge in search results. Check their insurance certificate and driver\u2019s license first.'
            : 'The Verified badge disappears from their search results.'}
        </p>
        <NotesField
          label="Notes (optional)"
          hint="Saved with the provider's documents; replaces any earlier notes."
          name="notes"
          value={form.values.notes}
          error={form.errors.notes}
          onChange={(notes) => form.set('notes', notes)}
          disabled={form.busy}
        />
        <FormNotice id="verification-notice" notice={form.notice} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={form.busy}>
            Cancel
          </button>
          <button type="submit" className={`button ${verified ? 'button--primary' : 'button--danger'}`} disabled={form.busy}>
            {form.busy ? 'Saving...' : verified ? 'Verify provider' : 'Remove verification'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
