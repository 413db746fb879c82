// One registration file (logo, insurance or licence): checked for type and size as soon as it is
// chosen, then shown by name and size (the logo with a preview). Uploading happens at submit.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_CONTENT_TYPES, type UploadKind } from '../../../../shared/schemas/onboarding';
import { fileProblem, formatFileSize } from './registration-values';

interface DocumentUploadFieldProps {
  kind: UploadKind;
  label: string;
  hint: string;
  file: File | undefined;
  onFileChange: (file: File | undefined) => void;
  error?: string;
  /** Show a thumbnail of the chosen image. */
  preview?: boolean;
  disabled?: boolean;
}

function usePreviewUrl(file: File | undefined, enabled: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // jsdom and very old browsers have no object URLs; the file name alone is enough there.
    if (!enabled || !file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file, enabled]);
  return url;
}

export function DocumentUploadField({ kind, label, hint, file, onFileChange, error, preview = false, disabled }: DocumentUploadFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const chosenId = `${inputId}-chosen`;
  const input = useRef<HTMLInputElement>(null);
  const [choiceError, setChoiceError] = useState<string>();
  const previewUrl = usePreviewUrl(file, preview);
  const shownError = choiceError ?? error;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = fileProblem(kind, chosen);
    if (problem) {
      setChoiceError(problem);
      // The refused file must not look chosen; a previously accepted one stays.
      event.target.value = '';
      return;
    }
    setChoiceError(undefined);
    onFileChange(chosen);
  }

  function remove() {
    setChoiceError(undefined);
    if (input.current) input.current.value = '';
    onFileChange(undefined);
    input.current?.focus();
  }

  const describedBy = [hintId, file ? chosenId : '', shownError ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="field document-field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        name={kind}
        className="file-input"
        accept={UPLOAD_CONTENT_TYPES[kind].join(',')}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={choose}
      />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {file && (
        <div className="document-field__chosen">
          {previewUrl && <img className="document-field__preview" src={previewUrl} alt="" />}
          <p id={chosenId} className="document-field__name">
            Selected: {file.name} ({formatFileSize(file.size)})
          </p>
          <button type="button" className="link-button" onClick={remove} disabled={disabled}>
            Remove <span className="visually-hidden">{label}</span>
          </button>
        </div>
      )}
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
