// The user pool's password rule, enforced in front of the emulator as Cognito enforces it:
// cognito-local keeps a pool's PasswordPolicy but checks no password against it, so a weak password
// set by a reset, a change or the admin API would be kept locally where AWS refuses it. The local
// pool is created with the stack's rule (cognito-local.ts, shared/password-policy.ts); the guard
// reads the pool's own policy and answers a password that breaks it with Cognito's
// InvalidPasswordException before the emulator sees the call.
import type { PasswordPolicyType } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY, unmetPasswordRequirements, type PasswordRequirement, type PasswordRule } from '../../shared/password-policy';

/** The rule as a Cognito PasswordPolicy, for creating and updating the local pool. */
export function cognitoPasswordPolicy(rule: PasswordRule): PasswordPolicyType {
  return {
    MinimumLength: rule.minLength,
    RequireUppercase: rule.requireUppercase,
    RequireLowercase: rule.requireLowercase,
    RequireNumbers: rule.requireDigits,
    RequireSymbols: rule.requireSymbols,
  };
}

/** A pool's PasswordPolicy as the rule; what it leaves out is Cognito's default, which is PASSWORD_POLICY. */
function ruleOf(policy: PasswordPolicyType | undefined): PasswordRule {
  return {
    minLength: policy?.MinimumLength ?? PASSWORD_POLICY.minLength,
    requireUppercase: policy?.RequireUppercase ?? PASSWORD_POLICY.requireUppercase,
    requireLowercase: policy?.RequireLowercase ?? PASSWORD_POLICY.requireLowercase,
    requireDigits: policy?.RequireNumbers ?? PASSWORD_POLICY.requireDigits,
    requireSymbols: policy?.RequireSymbols ?? PASSWORD_POLICY.requireSymbols,
  };
}

/** Cognito's words for the first requirement a password misses. */
const COGNITO_WORDING: Record<PasswordRequirement, string> = {
  length: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

/** The password a call sets, and how it names its pool: by id, by app client, or by the caller's access token. */
export interface PasswordSetting {
  password: string;
  userPoolId?: string;
  clientId?: string;
  accessToken?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The new password of each operation that sets one; undefined for any other call. */
export function passwordSetBy(operation: string, input: Record<string, unknown>): PasswordSetting | undefined {
  const challenge = input.ChallengeResponses as Record<string, unknown> | undefined;
  const [password, pool] = ((): [string | undefined, Omit<PasswordSetting, 'password'>] => {
    switch (operation) {
      case 'AdminCreateUser':
        return [text(input.TemporaryPassword), { userPoolId: text(input.UserPoolId) }];
      case 'AdminSetUserPassword':
        return [text(input.Password), { userPoolId: text(input.UserPoolId) }];
      case 'AdminRespondToAuthChallenge':
        return [text(challenge?.NEW_PASSWORD), { userPoolId: text(input.UserPoolId) }];
      case 'ConfirmForgotPassword':
      case 'SignUp':
        return [text(input.Password), { clientId: text(input.ClientId) }];
      case 'RespondToAuthChallenge':
        return [text(challenge?.NEW_PASSWORD), { clientId: text(input.ClientId) }];
      case 'ChangePassword':
        return [text(input.ProposedPassword), { accessToken: text(input.AccessToken) }];
      default:
        return [undefined, {}];
    }
  })();
  return password === undefined ? undefined : { password, ...pool };
}

/** Cognito's refusal of `password` under the pool's policy ("Password did not conform with policy: ..."), or undefined. */
export function passwordPolicyRefusal(password: string, policy: PasswordPolicyType | undefined): string | undefined {
  const [first] = unmetPasswordRequirements(password, ruleOf(policy));
  return first ? `Password did not conform with policy: ${COGNITO_WORDING[first]}` : undefined;
}
