// The port services use to administer sign-ins (the user pool), so they never see Cognito itself.
import type { Role } from '../../../shared/schemas/account';

export interface InvitedUser {
  email: string;
  name: string;
  group: Role;
}

interface NewUser extends InvitedUser {
  password: string;
}

/**
 * What the user pool says of a password offered as the user's current one: it is (a second factor
 * it may still ask for aside), it is not, the sign-in is locked out after too many wrong ones, or
 * the sign-in is gone (a deletion that stopped half-way).
 */
export type PasswordCheck = 'correct' | 'wrong' | 'lockedOut' | 'noSignIn';

export interface UserDirectory {
  /** Creates a confirmed sign-in with a permanent password in the role's group; returns its id (the sub). */
  createUser(user: NewUser): Promise<string>;
  /**
   * Creates a sign-in in the role's group with no password yet, so no one can sign in with it until
   * `setPassword` (a driver's join link); Cognito's own invitation is suppressed. Returns its sub.
   */
  inviteUser(user: InvitedUser): Promise<string>;
  /**
   * Checks the user's current password with the user pool (the admin password flow, server side;
   * a wrong one counts towards the pool's lockout as a failed sign-in does). The session it opens is
   * not used.
   */
  checkPassword(userId: string, password: string): Promise<PasswordCheck>;
  /** Sets the user's own password, permanent: they sign in with it from now on. */
  setPassword(userId: string, password: string): Promise<void>;
  /** No more sign-ins or renewals (the account stays, for its history). A sign-in already gone counts as disabled. */
  disableUser(userId: string): Promise<void>;
  /** Removes a sign-in by id (sub) or e-mail. A sign-in that is already gone counts as removed. */
  deleteUser(userIdOrEmail: string): Promise<void>;
  /**
   * Signs the user out everywhere: every refresh token is revoked, so no session can be renewed.
   * Access tokens already issued stay valid until they expire (the API refuses them once the
   * account is gone). A sign-in that is already gone counts as signed out.
   */
  signOutEverywhere(userId: string): Promise<void>;
}
