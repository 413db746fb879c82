// A new password's input (registration, the driver's join page, a reset, a change), with the user
// pool's rule beneath it before anything is typed, linked by aria-describedby: the rule every
// refusal of a password names too (shared/password-policy.ts).
import type { ComponentProps } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { TextField } from './form-field';

type NewPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'hint'>;

export function NewPasswordField(props: NewPasswordFieldProps) {
  return <TextField {...props} type="password" autoComplete="new-password" hint={MESSAGES.passwordRule} />;
}
