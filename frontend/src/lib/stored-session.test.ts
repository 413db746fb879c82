// Whether a session is stored is read from Amplify's keys in localStorage, without Amplify.
import { describe, expect, it } from 'vitest';
import { forgetOtherClients, hasStoredSession, takeStoredSession } from './stored-session';

const key = (client: string, name: string) => `CognitoIdentityServiceProvider.${client}.${name}`;

describe('stored session', () => {
  it("is there while Amplify's LastAuthUser is, for any app client or the one named", () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('dm.rememberedEmail', 'dana@example.com');
    localStorage.setItem(key('client-1', 'dana@example.com.deviceKey'), 'device');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(key('client-1', 'LastAuthUser'), 'dana@example.com');
    expect(hasStoredSession()).toBe(true);
    expect(hasStoredSession('client-1')).toBe(true);
    expect(hasStoredSession('client-2')).toBe(false);
  });

  it("forgets what other app clients stored, keeping this client's session and everything else", () => {
    localStorage.setItem(key('old-client', 'LastAuthUser'), 'dana@example.com');
    localStorage.setItem(key('old-client', 'dana@example.com.refreshToken'), 'r-old');
    localStorage.setItem(key('client-1', 'LastAuthUser'), 'pat@example.com');
    localStorage.setItem('dm.rememberedEmail', 'dana@example.com');
    forgetOtherClients('client-1');
    expect(hasStoredSession('old-client')).toBe(false);
    expect(localStorage.getItem(key('old-client', 'dana@example.com.refreshToken'))).toBeNull();
    expect(hasStoredSession('client-1')).toBe(true);
    expect(localStorage.getItem('dm.rememberedEmail')).toBe('dana@example.com');
  });

  it("takes the session's keys out at once, leaving the device Amplify remembers", () => {
    localStorage.setItem(key('client-1', 'LastAuthUser'), 'dana@example.com');
    localStorage.setItem(key('client-1', 'dana@example.com.accessToken'), 'a');
    localStorage.setItem(key('client-1', 'dana@example.com.refreshToken'), 'r');
    localStorage.setItem(key('client-1', 'dana@example.com.deviceKey'), 'device');
    const taken = takeStoredSession();
    expect(Object.fromEntries(taken)).toEqual({
      [key('client-1', 'LastAuthUser')]: 'dana@example.com',
      [key('client-1', 'dana@example.com.accessToken')]: 'a',
      [key('client-1', 'dana@example.com.refreshToken')]: 'r',
    });
    expect(hasStoredSession()).toBe(false);
    expect(Object.keys(localStorage)).toEqual([key('client-1', 'dana@example.com.deviceKey')]);
  });
});
