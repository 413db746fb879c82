import { describe, expect, it } from 'vitest';
import { invitationToken, joinUrl, parseInvitationToken } from './driver-invitations';

describe('driver invitation tokens', () => {
  const secret = 'a'.repeat(40);

  it('carry the driver id and the secret, and read back', () => {
    const token = invitationToken('0f6c1a2e-5b7d-4c1e-9f00-1234567890ab', secret);
    expect(parseInvitationToken(token)).toEqual({ driverId: '0f6c1a2e-5b7d-4c1e-9f00-1234567890ab', secret });
    expect(joinUrl('https://site.example', token)).toBe(`https://site.example/driver/join?token=${encodeURIComponent(token)}`);
  });

  it('read nothing from a malformed token (the route answers not found)', () => {
    for (const token of ['', 'nonsense', `driver.${'a'.repeat(39)}`, `driver.${'A'.repeat(40)}`, `.${secret}`, `a/b.${secret}`, `${'x'.repeat(101)}.${secret}`]) {
      expect(parseInvitationToken(token), token).toBeUndefined();
    }
  });
});
