import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import type { DomainError } from '../errors';
import { assertWellFormedText } from './well-formed-text';

function refusal(value: unknown): DomainError | undefined {
  try {
    assertWellFormedText(value);
    return undefined;
  } catch (error) {
    return error as DomainError;
  }
}

describe('assertWellFormedText', () => {
  it('refuses a lone surrogate anywhere, naming the field (keys included)', () => {
    expect(refusal('\uD800')).toMatchObject({ code: 'invalid', message: MESSAGES.textMalformed, fieldErrors: { _: MESSAGES.textMalformed } });
    expect(refusal({ sessionId: 'cs_\uDFFF' })?.fieldErrors).toEqual({ sessionId: MESSAGES.textMalformed });
    expect(refusal({ lines: [{ note: 'ok' }, { note: 'a\uDBFFb' }] })?.fieldErrors).toEqual({ 'lines.1.note': MESSAGES.textMalformed });
    expect(refusal({ ['\uDC00']: 1 })?.message).toBe(MESSAGES.textMalformed);
    expect(refusal(['\uDC00\uD800'])?.message).toBe(MESSAGES.textMalformed);
  });

  it('takes any well-formed text, emoji and every other plane included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(refusal(value)).toBeUndefined();
      }),
    );
    expect(refusal({ message: 'My bin 😀 is late', name: 'Zoë 𝔘' })).toBeUndefined();
  });

  it('walks a body nested thousands of levels deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(50_000)}"\\ud800"${'}'.repeat(50_000)}`) as unknown;
    expect(refusal(deep)?.message).toBe(MESSAGES.textMalformed);
  });
});
