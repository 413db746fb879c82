// The expense's receipt: an image or a PDF of at most 5 MB, checked as soon as it is chosen. On edit
// the current receipt is linked and can be kept, replaced or removed; nothing is uploaded until save.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { RECEIPT_CONTENT_TYPES } from '../../../../../../shared/schemas/financials';
import { fileSizeText, receiptProblem } from './expense-form-values';

/** No receipt, the one the expense already has (by key), or a file chosen here and not uploaded yet. */
export type ReceiptChoice = { kind: 'none' } | { kind: 'saved'; key: string; url?: string } | { kind: 'new'; file: File };

interface ReceiptFieldProps {
  value: ReceiptChoice;
  /** The receipt the expense had when the form opened, so removing or replacing it can be undone. */
  saved?: Extract<ReceiptChoice, { kind: 'saved' }>;
  onChange: (value: ReceiptChoice) => void;
  disabled?: boolean;
  /** The server's refusal of the receipt, if any. */
  error?: string;
}

export function ReceiptField({ value, saved, onChange, disabled, error: refused }: ReceiptFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [choiceProblem, setError] = useState<string>();
  const error = choiceProblem ?? refused;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared either way, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = receiptProblem(file);
    setError(problem);
    if (!problem) onChange({ kind: 'new', file });
  }

  function change(next: ReceiptChoice) {
    setError(undefined);
    onChange(next);
    input.current?.focus();
  }

  return (
    <div className="field receipt-field">
      <label className="field-label" htmlFor={inputId}>
        Receipt
      </label>
      {value.kind === 'saved' && (
        <div className="receipt-field__current">
          {/* A receipt uploaded by this form's last save has no link yet. */}
          <span>{value.url ? 'Current receipt' : 'Receipt uploaded'}</span>
          {value.url && (
            <a href={value.url} target="_blank" rel="noopener noreferrer">
              View current receipt<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <button type="button" className="button button--ghost button--small" disabled={disabled} onClick={() => change({ kind: 'none' })}>
            Remove receipt
          </button>
        </div>
      )}
      {value.kind === 'new' && (
        <div className="receipt-field__current">
          <span>
            Chosen file: <strong>{value.file.name}</strong> ({fileSizeText(value.file.size)})
          </span>
          <button type="button" className="button button--ghost button--small" disabled={disabled} onClick={() => change(saved ?? { kind: 'none' })}>
            {saved ? 'Keep current receipt' : 'Remove chosen file'}
          </button>
        </div>
      )}
      {value.kind === 'none' && saved && (
        <div className="receipt-field__current">
          <span>The current receipt will be removed when you save.</span>
          <button type="button" className="button button--ghost button--small" disabled={disabled} onClick={() => change(saved)}>
            Keep current receipt
          </button>
        </div>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        name="receipt"
        className="file-input"
        accept={RECEIPT_CONTENT_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        disabled={disabled}
        onChange={choose}
      />
      <p id={hintId} className="field-hint">
        Optional: a photo (JPEG, PNG or WebP) or a PDF, at most 5 MB.
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
