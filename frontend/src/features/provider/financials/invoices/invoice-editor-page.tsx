// /provider/financials/new-invoice and /provider/financials/edit-invoice/:id. A save shows its
// banner, then the invoice's page follows 1.5 s later. An edit is saved only over the version it
// loaded (409 otherwise, with a way to reload it); number and status are shown but locked.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { financialDate } from '../../../../../../shared/financial-periods';
import {
  createInvoiceSchema,
  FINANCIAL_MESSAGES as M,
  updateInvoiceSchema,
  type Invoice,
  type InvoiceSaved,
} from '../../../../../../shared/schemas/financials';
import { TextField } from '../../../../components/form-field';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isApiError } from '../../../../lib/api-error';
import { invoiceChanged, useCreateInvoice, useInvoice, useUpdateInvoice } from '../financials-api';
import { canEdit, INVOICE_STATUS_LABELS, INVOICES_TAB_PATH, invoicePagePath } from './invoice-display';
import { InvoiceForm, useInvoiceForm, type SubmitAction } from './invoice-form';
import { emptyInvoiceForm, invoiceFormValuesOf } from './invoice-form-values';
import './invoices.css';

/** How long the success banner shows before the invoice's page opens. */
export const SAVED_REDIRECT_MS = 1500;

const CREATE_ACTIONS: SubmitAction[] = [
  { label: 'Save as Draft', saveAsDraft: true },
  { label: 'Create Invoice', saveAsDraft: false, primary: true },
];
const DRAFT_EDIT_ACTIONS: SubmitAction[] = [
  { label: 'Save as Draft', saveAsDraft: true },
  { label: 'Issue Invoice', saveAsDraft: false, primary: true },
];
const EDIT_ACTIONS: SubmitAction[] = [{ label: 'Save Changes', saveAsDraft: false, primary: true }];

/**
 * After a save: the banner, then the invoice's page after SAVED_REDIRECT_MS. The caches learn of the
 * save only as the page is left (or abandoned): refreshing them at once would redraw an edit's form
 * (its version changed) under the banner.
 */
function useSavedThenOpen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unannounced = useRef<Invoice>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unannounced.current) void invoiceChanged(queryClient, unannounced.current);
    },
    [queryClient],
  );

  function savedThenOpen(saved: InvoiceSaved) {
    unannounced.current = saved.invoice;
    setBanner(saved.message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    timer.current = setTimeout(() => {
      unannounced.current = undefined;
      // Known before the invoice's page draws, so it opens on the saved version.
      void invoiceChanged(queryClient, saved.invoice);
      void navigate(invoicePagePath(saved.invoice.invoiceId));
    }, SAVED_REDIRECT_MS);
  }
  return { banner, savedThenOpen };
}

function SavedBanner({ text }: { text: string | undefined }) {
  return text ? (
    <p className="notice notice--success" role="status">
      {text}
    </p>
  ) : null;
}

export function CreateInvoicePage() {
  useDocumentTitle('Create Invoice');
  const { banner, savedThenOpen } = useSavedThenOpen();
  const save = useCreateInvoice();
  // The financials' own day, so a new invoice is not issued tomorrow in the provider's books.
  const [initialValues] = useState(() => emptyInvoiceForm(financialDate(new Date())));
  const form = useInvoiceForm({ schema: createInvoiceSchema, initialValues, actions: CREATE_ACTIONS, mutation: save, onSuccess: savedThenOpen });
  return (
    <div className="page invoice-editor">
      <h1>Create Invoice</h1>
      <SavedBanner text={banner} />
      <InvoiceForm form={form} actions={CREATE_ACTIONS} saving={save.isPending ? save.variables : undefined} done={save.isSuccess} />
    </div>
  );
}

function LockedFacts({ invoice }: { invoice: Invoice }) {
  return (
    <div className="form-grid form-grid--two invoice-form__locked">
      <TextField label="Invoice number" value={invoice.invoiceNumber} readOnly aria-readonly="true" hint="Numbers are given by the system and cannot be changed." />
      <TextField label="Status" value={INVOICE_STATUS_LABELS[invoice.status]} readOnly aria-readonly="true" hint="Changes through payment and sending, not here." />
    </div>
  );
}

function EditInvoiceForm({ invoice, onReload }: { invoice: Invoice; onReload: () => void }) {
  const { banner, savedThenOpen } = useSavedThenOpen();
  const save = useUpdateInvoice(invoice.invoiceId);
  const actions = invoice.status === 'draft' ? DRAFT_EDIT_ACTIONS : EDIT_ACTIONS;
  const [initialValues] = useState(() => invoiceFormValuesOf(invoice));
  const form = useInvoiceForm({
    schema: updateInvoiceSchema,
    initialValues,
    actions,
    // Saved only over the version it loaded: 409 otherwise.
    extra: { expectedUpdatedAt: invoice.updatedAt },
    mutation: save,
    onSuccess: savedThenOpen,
  });
  return (
    <>
      <SavedBanner text={banner} />
      <InvoiceForm
        form={form}
        actions={actions}
        saving={save.isPending ? save.variables : undefined}
        done={save.isSuccess}
        locked={<LockedFacts invoice={invoice} />}
        recovery={
          <button type="button" className="button button--ghost button--small" onClick={onReload}>
            Reload invoice
          </button>
        }
      />
    </>
  );
}

export function EditInvoicePage() {
  useDocumentTitle('Edit Invoice');
  const { id = '' } = useParams();
  const invoice = useInvoice(id, { forEditing: true });

  let body;
  if (invoice.isPending || invoice.isRefetching) {
    body = <LoadingPanel label="Loading invoice data..." />;
  } else if (invoice.isError) {
    body = isApiError(invoice.error, 404) ? (
      <MessagePanel title={M.invoiceNotFound} tone="error">
        <Link to={INVOICES_TAB_PATH} className="button button--ghost button--small">
          Back to invoices
        </Link>
      </MessagePanel>
    ) : (
      <MessagePanel title={M.invoiceLoadFailed} tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void invoice.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  } else if (!canEdit(invoice.data.status)) {
    body = (
      <MessagePanel title={`This invoice is ${INVOICE_STATUS_LABELS[invoice.data.status].toLowerCase()} and can no longer be edited.`}>
        <Link to={invoicePagePath(invoice.data.invoiceId)} className="button button--ghost button--small">
          View invoice
        </Link>
      </MessagePanel>
    );
  } else {
    body = <EditInvoiceForm key={invoice.data.updatedAt} invoice={invoice.data} onReload={() => void invoice.refetch()} />;
  }

  return (
    <div className="page invoice-editor">
      <h1>Edit Invoice</h1>
      {body}
    </div>
  );
}
