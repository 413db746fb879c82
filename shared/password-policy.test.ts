import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY, PASSWORD_RULE_MESSAGE, unmetPasswordRequirements } from './password-policy';
import { passwordSchema } from './schemas/account';

describe('the password rule', () => {
  it("is at least Cognito's default: 8 characters, upper and lower case, a digit and a symbol", () => {
    expect(PASSWORD_POLICY).toEqual({ minLength: 8, requireUppercase: true, requireLowercase: true, requireDigits: true, requireSymbols: true });
    expect(PASSWORD_RULE_MESSAGE).toBe('Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a symbol');
  });

  it('names what a password misses', () => {
    expect(unmetPasswordRequirements('abcdef')).toEqual(['length', 'uppercase', 'digit', 'symbol']);
    expect(unmetPasswordRequirements('abcdefgh')).toEqual(['uppercase', 'digit', 'symbol']);
    expect(unmetPasswordRequirements('ABCDEFG1!')).toEqual(['lowercase']);
    expect(unmetPasswordRequirements('Abcdefg!')).toEqual(['digit']);
    // Cognito counts a space inside a password as a symbol, not one at either end.
    expect(unmetPasswordRequirements('Abc def1')).toEqual([]);
    expect(unmetPasswordRequirements('Abcdefg1 ')).toEqual(['symbol']);
    // Letters outside the basic Latin alphabet are not the upper or lower case Cognito asks for.
    expect(unmetPasswordRequirements('ÉÀÜöäü1!')).toEqual(['lowercase', 'uppercase']);
  });

  it('accepts the demo password and every password with all four kinds at length, refusing with one message', () => {
    expect(passwordSchema.safeParse('Demo1234!').success).toBe(true);
    for (const weak of ['abcdef', 'abcdefgh', '', 'ABCDEFGH1!']) {
      expect(passwordSchema.safeParse(weak).error?.issues.map((issue) => issue.message), weak).toEqual([PASSWORD_RULE_MESSAGE]);
    }
    const kind = (characters: string) => fc.constantFrom(...characters.split(''));
    fc.assert(
      fc.property(
        fc.tuple(kind('ABCDEFGHIJKLMNOPQRSTUVWXYZ'), kind('abcdefghijklmnopqrstuvwxyz'), kind('0123456789'), kind('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-')),
        fc.string({ minLength: 4, maxLength: 40 }).filter((rest) => rest.trim() === rest),
        (kinds, rest) => passwordSchema.safeParse(kinds.join('') + rest).success,
      ),
    );
  });
});
