import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, usPhoneSchema } from './phone';

describe('US phone numbers', () => {
  it('takes the ways people type one and keeps its ten digits', () => {
    for (const typed of ['(614) 555-0142', '614-555-0142', '614.555.0142', '+1 614 555 0142', '1-614-555-0142', ' 6145550142 ']) {
      expect(usPhoneSchema.parse(typed)).toBe('6145550142');
    }
  });

  it('refuses what is not a US number, with one message', () => {
    for (const bad of ['12345', '614555014', '61455501423', '1234567890', '6141234567', 'call me']) {
      const result = usPhoneSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGES.invalid);
    }
    expect(usPhoneSchema.safeParse('').error?.issues[0]?.message).toBe(PHONE_MESSAGES.required);
  });
});
