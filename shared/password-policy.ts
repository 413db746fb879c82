// The password rule of every sign-in, declared once: Cognito's own default (at least 8 characters
// with an upper and a lower case letter, a digit and a symbol). Every stage's user pool is created
// with it (infra/constructs/auth.ts), so is the local emulator's pool (scripts/local/cognito-local.ts),
// whose guard enforces it as Cognito does; the API's and the forms' password schema checks it first
// (shared/schemas/account.ts), so a password is refused with the same message wherever it is set.

/** The rule, in the shape of CDK's `passwordPolicy` (Cognito's PasswordPolicy under other names). */
export interface PasswordRule {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}

export const PASSWORD_POLICY = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const satisfies PasswordRule;

/** Cognito's limit on a password's length. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The characters Cognito counts as symbols (its user pool password requirements), and a space
 * inside the password; Cognito counts letters and digits of the basic Latin alphabet only.
 */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

export type PasswordRequirement = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'symbol';

/** The requirements of `rule` the password fails, in Cognito's order of reporting them. */
export function unmetPasswordRequirements(password: string, rule: PasswordRule = PASSWORD_POLICY): PasswordRequirement[] {
  const characters = [...password];
  const inner = [...password.trim()];
  const unmet: PasswordRequirement[] = [];
  if (characters.length < rule.minLength) unmet.push('length');
  if (rule.requireLowercase && !characters.some((character) => character >= 'a' && character <= 'z')) unmet.push('lowercase');
  if (rule.requireUppercase && !characters.some((character) => character >= 'A' && character <= 'Z')) unmet.push('uppercase');
  if (rule.requireDigits && !characters.some((character) => character >= '0' && character <= '9')) unmet.push('digit');
  if (rule.requireSymbols && !inner.some((character) => SYMBOLS.has(character))) unmet.push('symbol');
  return unmet;
}

const KINDS: readonly [keyof PasswordRule, string][] = [
  ['requireUppercase', 'an uppercase letter'],
  ['requireLowercase', 'a lowercase letter'],
  ['requireDigits', 'a number'],
  ['requireSymbols', 'a symbol'],
];

/** The rule in words, from the rule itself, so the hint and the refusal never drift from what Cognito enforces. */
function ruleInWords(rule: PasswordRule): string {
  const kinds = KINDS.filter(([flag]) => rule[flag]).map(([, words]) => words);
  const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0];
  return `Password must be at least ${rule.minLength} characters long${list ? ` and include ${list}` : ''}`;
}

/** What the forms show beside a new password before submission, and every refusal of one says. */
export const PASSWORD_RULE_MESSAGE = ruleInWords(PASSWORD_POLICY);
