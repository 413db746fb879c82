// "I Have an Access Code": the code from the team's e-mail is checked before the registration form
// opens. A code in the link (?code=...) is filled in and checked straight away.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { canonicalAccessCode, type AccessCodeCheck } from '../../../../shared/schemas/onboarding';
import { TextField } from '../../components/form-field';
import { accessCodeFailureText, checkAccessCode } from './onboarding-api';

/** The server refuses longer codes as malformed. */
const ACCESS_CODE_MAX_LENGTH = 64;

interface AccessCodeFormProps {
  initialCode?: string;
  onVerified: (code: string, check: AccessCodeCheck) => void;
  /** Focus the input on mount: after 'Use a different code' the button that had focus is gone. */
  autoFocus?: boolean;
}

export function AccessCodeForm({ initialCode = '', onVerified, autoFocus = false }: AccessCodeFormProps) {
  const [typed, setTyped] = useState(initialCode);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const errorId = useId();
  const checkedInitial = useRef(false);
  const latest = useRef(0);

  async function verify(text: string) {
    setError(undefined);
    setFieldError(undefined);
    const code = canonicalAccessCode(text);
    if (!code) {
      setFieldError(MESSAGES.accessCodeRequired);
      return;
    }
    // Only the latest check may open the form (a link's check can race a typed one).
    const attempt = ++latest.current;
    setVerifying(true);
    try {
      const check = await checkAccessCode(code);
      if (attempt === latest.current) onVerified(code, check);
    } catch (failure) {
      if (attempt === latest.current) setError(accessCodeFailureText(failure));
    } finally {
      if (attempt === latest.current) setVerifying(false);
    }
  }

  useEffect(() => {
    if (checkedInitial.current || !initialCode.trim()) return;
    checkedInitial.current = true;
    void verify(initialCode);
    // Only the code the page opened with is checked automatically, once.
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verifying) return;
    void verify(typed);
  }

  return (
    <>
      <p className="onboarding-panel__lead">
        Enter the access code from the e-mail our team sent you to open the registration form.
      </p>
      {error && (
        <p id={errorId} className="inline-error" role="alert">
          {error}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <TextField
          label="Access code"
          name="accessCode"
          autoComplete="off"
          autoFocus={autoFocus}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ACCESS_CODE_MAX_LENGTH}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={typed}
          error={fieldError}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(undefined);
          }}
        />
        <button type="submit" className="button button--primary button--block" disabled={verifying}>
          {verifying ? 'Verifying Code' : 'Verify Code'}
        </button>
      </form>
    </>
  );
}
