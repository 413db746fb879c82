// The business logo: what customers see now (or will after saving), a file picker for a new image
// checked here for type and size before anything is uploaded, and Remove.
import { useId } from 'react';
import {
  PROVIDER_LOGO_CONTENT_TYPES,
  PROVIDER_LOGO_MAX_BYTES,
  PROVIDER_SETTINGS_MESSAGES,
} from '../../../../../shared/schemas/provider-settings';
import { ProviderAvatar } from '../../../components/provider-avatar';

export type LogoChoice = { kind: 'keep' } | { kind: 'new'; file: File; previewUrl: string | undefined } | { kind: 'remove' };

/** The spec's refusal of a chosen file, if any. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(PROVIDER_LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return PROVIDER_SETTINGS_MESSAGES.logoNotImage;
  if (file.size > PROVIDER_LOGO_MAX_BYTES) return PROVIDER_SETTINGS_MESSAGES.logoTooLarge;
  return undefined;
}

interface LogoFieldProps {
  businessName: string;
  currentUrl: string | undefined;
  choice: LogoChoice;
  error: string | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onUndo: () => void;
}

export function LogoField({ businessName, currentUrl, choice, error, onChoose, onRemove, onUndo }: LogoFieldProps) {
  const id = useId();
  const shownUrl = choice.kind === 'new' ? choice.previewUrl : choice.kind === 'remove' ? undefined : currentUrl;
  const status =
    choice.kind === 'new'
      ? `New logo: ${choice.file.name}. It is uploaded when you save.`
      : choice.kind === 'remove'
        ? 'The logo will be removed when you save.'
        : currentUrl
          ? 'Your current logo.'
          : 'No logo yet: search shows your initials.';
  return (
    <div className="field logo-field">
      <span className="field-label" id={`${id}-label`}>
        Logo
      </span>
      <div className="logo-field__body">
        <ProviderAvatar name={businessName || 'Logo'} logoUrl={shownUrl} size="large" />
        <div className="logo-field__controls">
          <p className="logo-field__status" aria-live="polite">
            {status}
          </p>
          <div className="logo-field__actions">
            <input
              id={id}
              type="file"
              name="logo"
              className="visually-hidden logo-field__input"
              accept={PROVIDER_LOGO_CONTENT_TYPES.join(',')}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onChoose(file);
              }}
            />
            {/* After the input, so the input's keyboard focus can draw its ring on this visible label. */}
            <label className="button button--ghost button--small logo-field__upload" htmlFor={id}>
              Upload new logo
            </label>
            {choice.kind === 'keep' && currentUrl && (
              <button type="button" className="button button--ghost button--small" onClick={onRemove}>
                Remove logo
              </button>
            )}
            {choice.kind !== 'keep' && (
              <button type="button" className="button button--ghost button--small" onClick={onUndo}>
                {choice.kind === 'new' ? 'Keep current logo' : 'Undo remove'}
              </button>
            )}
          </div>
          <p id={`${id}-hint`} className="field-hint">
            JPEG, PNG or WebP, up to 5 MB.
          </p>
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
