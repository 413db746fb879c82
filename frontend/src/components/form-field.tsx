// A labelled input with its error wired up for assistive technology: aria-invalid, and the error
// (role="alert") named by aria-describedby next to any hint. An error that says what the hint says
// (a password refused for the rule the hint states) takes the hint's place rather than repeat it.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shownHint = hint !== error ? hint : undefined;
  const describedBy = [shownHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, describedBy })}
      {/* Below the input, so inputs side by side stay aligned whether or not one has a hint. */}
      {shownHint && (
        <p id={hintId} className="field-hint">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          {...input}
          id={inputId}
          className={className ?? 'text-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  children: ReactNode;
};

export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, describedBy }) => (
        <select
          {...select}
          id={inputId}
          className="select-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
