// "I Have an Access Code": the code from the team's e-mail is checked before the registration form
// opens. A code in the link (?code=...) is filled in and checked straight away.
import { useEffect, useId, useRef } from 'react';
import * as z from 'zod';
import { MESSAGES } from '../../../../shared/messages';
import { accessCodeSchema, type AccessCodeCheck } from '../../../../shared/schemas/onboarding';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { accessCodeFailureText, useCheckAccessCode } from './onboarding-api';

/** The server refuses longer codes as malformed. */
const ACCESS_CODE_MAX_LENGTH = 64;

/** The shared code rule, and a code with no letters or digits left ('----') is no code either. */
const accessCodeFormSchema = z.object({ code: accessCodeSchema.pipe(z.string().min(1, MESSAGES.accessCodeRequired)) });

interface AccessCodeFormProps {
  initialCode?: string;
  onVerified: (code: string, check: AccessCodeCheck) => void;
  /** Focus the input on mount: after 'Use a different code' the button that had focus is gone. */
  autoFocus?: boolean;
}

export function AccessCodeForm({ initialCode = '', onVerified, autoFocus = false }: AccessCodeFormProps) {
  const mutation = useCheckAccessCode();
  const form = useSchemaForm({
    schema: accessCodeFormSchema,
    initialValues: { code: initialCode },
    mutation,
    failureText: accessCodeFailureText,
    onSuccess: (check, request) => onVerified(request.code, check),
  });
  const errorId = useId();
  const checkedInitial = useRef(false);
  const { submit } = form;

  // Only the code the page opened with is checked automatically, once.
  useEffect(() => {
    if (checkedInitial.current || !initialCode.trim()) return;
    checkedInitial.current = true;
    submit();
  }, [initialCode, submit]);

  const error = form.notice?.tone === 'error' ? form.notice : undefined;
  return (
    <>
      <p className="onboarding-panel__lead">
        Enter the access code from the e-mail our team sent you to open the registration form.
      </p>
      <FormNotice id={errorId} notice={error} />
      <form {...form.formProps} aria-describedby={error ? errorId : undefined}>
        <TextField
          label="Access code"
          autoComplete="off"
          // Only after 'Use a different code', whose button had the focus and is gone.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ACCESS_CODE_MAX_LENGTH}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          {...form.field('code')}
          name="accessCode"
        />
        <button type="submit" className="button button--primary button--block" disabled={form.busy}>
          {form.busy ? 'Verifying Code' : 'Verify Code'}
        </button>
      </form>
    </>
  );
}
