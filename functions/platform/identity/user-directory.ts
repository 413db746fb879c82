// The port services use to administer sign-ins (the user pool), so they never see Cognito itself.
import type { Role } from '../../../shared/schemas/account';

export interface NewUser {
  email: string;
  password: string;
  name: string;
  group: Role;
}

export interface UserDirectory {
  /** Creates a confirmed sign-in with a permanent password in the role's group; returns its id (the sub). */
  createUser(user: NewUser): Promise<string>;
  /** Removes a sign-in by id (sub) or e-mail. A sign-in that is already gone counts as removed. */
  deleteUser(userIdOrEmail: string): Promise<void>;
  /**
   * Signs the user out everywhere: every refresh token is revoked, so no session can be renewed.
   * Access tokens already issued stay valid until they expire (the API refuses them once the
   * account is gone). A sign-in that is already gone counts as signed out.
   */
  signOutEverywhere(userId: string): Promise<void>;
}
