// A driver's join link. The token is the driver's id and a secret of 160 random bits; only the
// secret's SHA-256 is stored (driverInvitation, beside the driver), with an expiry 7 days out, and
// the hash of what a link brings is compared in constant time. Accepting consumes the invitation
// exactly once (one conditional transaction that also makes the driver active), then sets the
// driver's password in the user pool; the driver then signs in like anyone else.
import { SITE_CONTACT } from '../../shared/constants';
import { DRIVER_MESSAGES, type Driver, type DriverInvitation } from '../../shared/schemas/dispatch';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';
import { hashOfSecret, matchesSecretHash, newLinkKey } from '../platform/link-keys';
import { logger } from '../platform/logger';
import { escapeHtml } from '../platform/messaging/escape-html';
import type { EmailSender } from '../platform/messaging/message';
import type { UserDirectory } from '../platform/identity/user-directory';

const INVITATION_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "<driverId>.<secret>": the id finds the invitation with one read, the secret proves the link. */
export function invitationToken(driverId: string, secret: string): string {
  return `${driverId}.${secret}`;
}

export function parseInvitationToken(token: string): { driverId: string; secret: string } | undefined {
  const match = /^([A-Za-z0-9-]{1,100})\.([0-9a-f]{40})$/.exec(token.trim());
  return match ? { driverId: match[1]!, secret: match[2]! } : undefined;
}

export const joinUrl = (siteOrigin: string, token: string) => `${siteOrigin}/driver/join?token=${encodeURIComponent(token)}`;

export interface InvitationDeps {
  store: Store;
  email: EmailSender;
  clock: () => Date;
}

/**
 * Stores a new invitation for the driver (replacing any earlier one, whose link stops working) and
 * e-mails the join link. The e-mail is best effort: the provider can resend it.
 */
export async function sendInvitation(deps: InvitationDeps, driver: Driver, businessName: string, siteOrigin: string): Promise<void> {
  const secret = newLinkKey();
  const now = deps.clock();
  await deps.store.entities.driverInvitation
    .put({
      driverId: driver.driverId,
      providerId: driver.providerId,
      secretHash: hashOfSecret(secret),
      expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
      createdAt: now.toISOString(),
    })
    .go();
  const link = joinUrl(siteOrigin, invitationToken(driver.driverId, secret));
  const greeting = `${businessName} invited you to drive for them on ${SITE_CONTACT.name}.`;
  const text = [
    `Hi ${driver.name},`,
    '',
    greeting,
    `Set your password to see your stops each day: ${link}`,
    '',
    `The link works once and expires in ${INVITATION_VALID_DAYS} days.`,
  ].join('\n');
  const html = `<!doctype html><html><body><p>Hi ${escapeHtml(driver.name)},</p><p>${escapeHtml(greeting)}</p><p><a href="${escapeHtml(link)}">Set your password</a> to see your stops each day.</p><p>The link works once and expires in ${INVITATION_VALID_DAYS} days.</p></body></html>`;
  try {
    await deps.email.sendEmail({ to: driver.email, subject: `${businessName} invited you to drive with ${SITE_CONTACT.name}`, text, html });
  } catch (error) {
    logger.error('Driver invitation e-mail failed; the provider can resend it', { driverId: driver.driverId, error: error as Error });
  }
}

interface OpenInvitation {
  driver: Driver;
  secretHash: string;
}

/** The invitation a token opens: unexpired, unused, of a driver still invited; else 404, whatever the reason. */
async function openInvitation(store: Store, token: string, now: Date): Promise<OpenInvitation> {
  const parsed = parseInvitationToken(token);
  if (!parsed) throw notFound(DRIVER_MESSAGES.invitationNotFound);
  const [invitation, driver] = await Promise.all([
    store.entities.driverInvitation.get({ driverId: parsed.driverId }).go({ consistent: true }),
    store.entities.driver.get({ driverId: parsed.driverId }).go({ consistent: true }),
  ]);
  const stored = invitation.data;
  const valid =
    stored &&
    driver.data &&
    matchesSecretHash(stored.secretHash, parsed.secret) &&
    !stored.consumedAt &&
    stored.expiresAt > now.toISOString() &&
    driver.data.status === 'invited';
  if (!valid) throw notFound(DRIVER_MESSAGES.invitationNotFound);
  return { driver: driver.data!, secretHash: stored.secretHash };
}

export async function getInvitation(store: Store, token: string, now: Date): Promise<DriverInvitation> {
  const { driver } = await openInvitation(store, token, now);
  const { data: provider } = await store.entities.providerProfile.get({ providerId: driver.providerId }).go();
  return { businessName: provider?.businessName || provider?.name || '', name: driver.name, email: driver.email };
}

export async function acceptInvitation(
  deps: { store: Store; users: () => UserDirectory; clock: () => Date },
  token: string,
  password: string,
): Promise<{ email: string }> {
  const now = deps.clock();
  const { driver, secretHash } = await openInvitation(deps.store, token, now);
  const at = now.toISOString();
  // Consumed and active together, each conditioned on the state just read: of two accepts of one
  // link, one commits and the other finds the invitation used.
  const result = await deps.store.transaction
    .write(({ driverInvitation, driver: drivers }) => [
      driverInvitation
        .patch({ driverId: driver.driverId })
        .set({ consumedAt: at })
        .where((attributes, { notExists, eq }) => `${notExists(attributes.consumedAt)} AND ${eq(attributes.secretHash, secretHash)}`)
        .commit(),
      drivers
        .patch({ driverId: driver.driverId })
        .set({ status: 'active', joinedAt: at, userSub: driver.driverId, updatedAt: at })
        .where((attributes, { eq }) => eq(attributes.status, 'invited'))
        .commit(),
    ])
    .go();
  if (result.canceled) throw notFound(DRIVER_MESSAGES.invitationNotFound);
  try {
    await deps.users().setPassword(driver.driverId, password);
  } catch (error) {
    // Without a password the driver cannot sign in: give the link back so they can try again.
    await deps.store.transaction
      .write(({ driverInvitation, driver: drivers }) => [
        driverInvitation.patch({ driverId: driver.driverId }).remove(['consumedAt']).commit(),
        drivers.patch({ driverId: driver.driverId }).set({ status: 'invited', updatedAt: at }).remove(['joinedAt', 'userSub']).commit(),
      ])
      .go()
      .catch((restore: unknown) => logger.error('Could not reopen a driver invitation after a refused password', { driverId: driver.driverId, error: restore as Error }));
    throw error;
  }
  return { email: driver.email };
}
