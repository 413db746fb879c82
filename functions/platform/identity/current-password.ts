// Confirming it is the account's owner at the keyboard before an irreversible change (deleting the
// account): the current password, checked by the user pool. A valid access token alone only proves
// a session, which may be an hour-old one left open on a shared screen.
import { MESSAGES } from '../../../shared/messages';
import { invalid } from '../errors';
import type { UserDirectory } from './user-directory';

/**
 * Refuses with 400 on the password field unless `password` is the user's current one, or the pool
 * locked the sign-in after too many wrong ones. A sign-in already gone passes: only a deletion that
 * stopped after removing it leaves a profile without one, and its retry must be able to finish.
 */
export async function assertCurrentPassword(users: UserDirectory, userId: string, password: string): Promise<void> {
  const check = await users.checkPassword(userId, password);
  if (check === 'wrong') throw invalid(MESSAGES.currentPasswordWrong, { password: MESSAGES.currentPasswordWrong });
  if (check === 'lockedOut') throw invalid(MESSAGES.loginTooManyAttempts, { password: MESSAGES.loginTooManyAttempts });
}
