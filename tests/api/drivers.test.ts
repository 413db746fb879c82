// Drivers over HTTP against the local stack: a provider invites a driver (a sign-in in the driver
// group, the invitation e-mail with its join link in the outbox), the driver joins with a password
// and signs in with real cognito-local tokens, sees only their own stops, and works them: on the
// way (the customer is e-mailed and texted), the placement photo uploaded and the rental delivered,
// picked up with the weight ticket, a swap done. Other drivers, other providers' drivers, providers,
// customers and anonymous callers get nothing.
import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { orderNumber } from '../../shared/order-wording';
import {
  DRIVER_MESSAGES,
  driverInvitationSchema,
  driverJobsResponseSchema,
  driverSchema,
  jobPhotoUploadSchema,
  jobSchema,
  providerDriversResponseSchema,
} from '../../shared/schemas/dispatch';
import { rentalDetailSchema, type Rental } from '../../shared/schemas/rental';
import { api, signIn } from '../support/stack-client';
import { sampleFile } from '../support/sample-files';
import { postToBucket } from './onboarding-support';
import { freshProvider, putProviderRental, type FreshProvider } from './provider-portal-support';
import { daysFromToday, newCustomer, outboxUntil, tableStore } from './rentals-support';
import { DRIVER_PASSWORD, invitationTokenFor, invite, joinedDriver, putJob, type JoinedDriver } from './driver-fixtures';

const today = daysFromToday(0);

let provider: FreshProvider;
let otherProvider: FreshProvider;
let customer: Awaited<ReturnType<typeof newCustomer>>;
let sam: JoinedDriver;

/** A scheduled rental of the customer with the provider, delivered from yesterday on, with a phone to text. */
async function scheduledRental(): Promise<Rental> {
  const rental = await putProviderRental({
    providerId: provider.providerId,
    customerId: customer.customerId,
    customerEmail: customer.email,
    status: 'scheduled',
    startDate: daysFromToday(-1),
  });
  await tableStore().entities.rental.patch({ rentalId: rental.rentalId }).set({ customerPhone: customer.phone, deliveryTimeWindow: '8-10 AM' }).go();
  return rental;
}

async function post(path: string, token: string | undefined, body?: unknown): Promise<Response> {
  return api(path, { method: 'POST', ...(token ? { token } : {}), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function jobsOf(token: string, date = today) {
  const response = await api(`/api/driver/jobs?date=${date}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return driverJobsResponseSchema.parse(await response.json());
}

async function storedRental(rentalId: string): Promise<Rental> {
  return (await tableStore().entities.rental.get({ rentalId }).go({ consistent: true })).data!;
}

beforeAll(async () => {
  [provider, otherProvider, customer] = await Promise.all([freshProvider(), freshProvider(), newCustomer('4065550142')]);
  sam = await joinedDriver(provider.token);
});

describe('inviting and joining', () => {
  it('invites by e-mail: the driver is listed as invited, the join link shows who invited them and works once', async () => {
    const email = `driver-${randomUUID()}@test.example`;
    const response = await invite(provider.token, { name: 'Jo Reyes', email, phone: '', truck: 'Truck 7' });
    expect(response.status, await response.clone().text()).toBe(201);
    const driver = driverSchema.parse(await response.json());
    expect(driver).toMatchObject({ name: 'Jo Reyes', email, truck: 'Truck 7', status: 'invited', providerId: provider.providerId });
    expect(driver).not.toHaveProperty('phone');

    const listed = providerDriversResponseSchema.parse(await (await api('/api/provider/drivers', { token: provider.token })).json());
    expect(listed.drivers.find((entry) => entry.driverId === driver.driverId)?.status).toBe('invited');

    const token = await invitationTokenFor(email);
    const shown = await api(`/api/driver-invitations/${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(driverInvitationSchema.parse(await shown.json())).toMatchObject({ name: 'Jo Reyes', email });

    // A password the sign-up would refuse is refused here too, and the link still works after it.
    const short = await post(`/api/driver-invitations/${encodeURIComponent(token)}/accept`, undefined, { password: '123' });
    expect(short.status).toBe(400);
    const accepted = await post(`/api/driver-invitations/${encodeURIComponent(token)}/accept`, undefined, { password: DRIVER_PASSWORD });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toEqual({ email });

    // Used: not found, whether opened or accepted again.
    for (const again of [await api(`/api/driver-invitations/${encodeURIComponent(token)}`), await post(`/api/driver-invitations/${encodeURIComponent(token)}/accept`, undefined, { password: 'Another-pass-1' })]) {
      expect(again.status).toBe(404);
      expect(((await again.json()) as { message: string }).message).toBe(DRIVER_MESSAGES.invitationNotFound);
    }
    // The first password stands.
    await expect(signIn(email, DRIVER_PASSWORD)).resolves.toMatchObject({ accessToken: expect.any(String) });
    const me = await (await api('/api/me', { token: (await signIn(email, DRIVER_PASSWORD)).accessToken })).json();
    expect(me).toMatchObject({ role: 'driver', name: 'Jo Reyes', email });
  });

  it('refuses an expired link, a made-up one, and an e-mail that already has an account (409)', async () => {
    const email = `driver-${randomUUID()}@test.example`;
    const driver = driverSchema.parse(await (await invite(provider.token, { name: 'Lee Park', email })).json());
    const token = await invitationTokenFor(email);
    await tableStore().entities.driverInvitation.patch({ driverId: driver.driverId }).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).go();
    expect((await api(`/api/driver-invitations/${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await post(`/api/driver-invitations/${encodeURIComponent(token)}/accept`, undefined, { password: DRIVER_PASSWORD })).status).toBe(404);
    expect((await api(`/api/driver-invitations/${driver.driverId}.${'0'.repeat(40)}`)).status).toBe(404);
    expect((await api('/api/driver-invitations/nonsense')).status).toBe(404);

    // Resending makes a new link (the old one stays dead) and the driver can join with it.
    const sentAt = new Date().toISOString();
    const resent = await post(`/api/provider/drivers/${driver.driverId}/invite`, provider.token);
    expect(resent.status, await resent.clone().text()).toBe(200);
    const fresh = await invitationTokenFor(email, sentAt);
    expect(fresh).not.toBe(token);
    expect((await api(`/api/driver-invitations/${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await api(`/api/driver-invitations/${encodeURIComponent(fresh)}`)).status).toBe(200);

    const taken = await invite(provider.token, { name: 'Riley', email: customer.email });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(DRIVER_MESSAGES.accountExists);
    const bad = await invite(provider.token, { name: '', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({ name: DRIVER_MESSAGES.nameRequired, email: DRIVER_MESSAGES.emailInvalid });
    // A joined driver is not invited again.
    expect((await post(`/api/provider/drivers/${sam.driver.driverId}/invite`, provider.token)).status).toBe(409);
  });

  it('edits and removes a driver: a removed driver is refused at once and cannot sign in again', async () => {
    const gone = await joinedDriver(provider.token, 'Pat Quinn');
    const edited = await api(`/api/provider/drivers/${gone.driver.driverId}`, { method: 'PATCH', token: provider.token, body: JSON.stringify({ truck: 'Truck 9', phone: '' }) });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(driverSchema.parse(await edited.json())).toMatchObject({ truck: 'Truck 9', name: 'Pat Quinn' });
    // Another provider's driver is not found.
    expect((await api(`/api/provider/drivers/${gone.driver.driverId}`, { method: 'PATCH', token: otherProvider.token, body: JSON.stringify({ truck: 'X' }) })).status).toBe(404);
    expect((await post(`/api/provider/drivers/${gone.driver.driverId}/remove`, otherProvider.token)).status).toBe(404);

    const removed = await post(`/api/provider/drivers/${gone.driver.driverId}/remove`, provider.token);
    expect(removed.status).toBe(200);
    expect(driverSchema.parse(await removed.json()).status).toBe('removed');
    expect((await api(`/api/driver/jobs?date=${today}`, { token: gone.token })).status).toBe(401);
    // The sign-in is disabled in the pool: a password sign-in is refused.
    await expect(signIn(gone.email, DRIVER_PASSWORD)).rejects.toThrow(/disabled/i);
    const client = new CognitoIdentityProviderClient({ endpoint: inject('cognitoEndpoint'), region: 'us-east-1', credentials: inject('awsCredentials') });
    try {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId: inject('userPoolId'), Username: gone.driver.driverId }));
      expect(user.Enabled).toBe(false);
    } finally {
      client.destroy();
    }
  });
});

describe("the driver's day", () => {
  it('lists only their own stops, in stop order, from one Query of the provider day', async () => {
    const rental = await scheduledRental();
    const other = await joinedDriver(provider.token, 'Alex Kim');
    const second = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'pickup', date: today, driverId: sam.driver.driverId, stop: 2 });
    const first = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'delivery', date: today, driverId: sam.driver.driverId, stop: 1 });
    await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'swap', date: today, driverId: other.driver.driverId, stop: 1 });
    await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'swap', date: today });
    await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'swap', date: daysFromToday(1), driverId: sam.driver.driverId });

    const day = await jobsOf(sam.token);
    expect(day.jobs.map((job) => job.jobId)).toEqual([first.jobId, second.jobId]);
    const todayAnswer = await api('/api/driver/jobs', { token: sam.token });
    expect(todayAnswer.status).toBe(200);
    expect([daysFromToday(-1), today, daysFromToday(1)]).toContain(driverJobsResponseSchema.parse(await todayAnswer.json()).date);
  });

  it('works a rental from on the way to picked up: the customer is told, the photo and weight ticket are kept', async () => {
    const rental = await scheduledRental();
    const delivery = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'delivery', date: today, driverId: sam.driver.driverId, stop: 1 });

    const onTheWay = await post(`/api/driver/jobs/${delivery.jobId}/on-the-way`, sam.token);
    expect(onTheWay.status, await onTheWay.clone().text()).toBe(200);
    expect(jobSchema.parse(await onTheWay.json())).toMatchObject({ status: 'on_the_way', onTheWayAt: expect.any(String) });
    expect((await post(`/api/driver/jobs/${delivery.jobId}/on-the-way`, sam.token)).status).toBe(409);
    const number = orderNumber(rental.rentalId);
    const told = await outboxUntil((all) => all.some((entry) => entry.channel === 'sms' && entry.to === `+1${customer.phone}` && entry.body.includes(number)));
    const emails = told.flatMap((entry) => (entry.channel === 'email' && entry.to === customer.email && entry.subject.includes(number) ? [entry.subject] : []));
    expect(emails).toContain(`Your driver is on the way (order ${number})`);
    const texts = told.flatMap((entry) => (entry.channel === 'sms' && entry.to === `+1${customer.phone}` && entry.body.includes(number) ? [entry.body] : []));
    expect(texts.some((text) => text.startsWith('Your driver is on the way') && text.includes('Window 8-10 AM'))).toBe(true);

    // The photo: a presigned POST under this job's own folder, uploaded, then named by the delivery.
    const policy = await post(`/api/driver/jobs/${delivery.jobId}/photos`, sam.token, { purpose: 'placement', contentType: 'image/jpeg' });
    expect(policy.status, await policy.clone().text()).toBe(201);
    const presigned = jobPhotoUploadSchema.parse(await policy.json());
    expect(presigned.key).toContain(`/${delivery.jobId}/placement/`);
    await postToBucket(presigned, 'image/jpeg', sampleFile('image/jpeg', 4096));
    // A key not issued for this job is refused, nothing moves.
    const foreign = await post(`/api/driver/jobs/${delivery.jobId}/delivered`, sam.token, { placementPhotoKey: `job-photos/${provider.providerId}/other-job/placement/x` });
    expect(foreign.status).toBe(400);
    expect((await storedRental(rental.rentalId)).status).toBe('scheduled');
    // A pickup's action on a delivery stop is refused.
    expect((await post(`/api/driver/jobs/${delivery.jobId}/picked-up`, sam.token, { weightTicket: { tons: 1, ticketNumber: 'A1' } })).status).toBe(409);

    const delivered = await post(`/api/driver/jobs/${delivery.jobId}/delivered`, sam.token, { placementPhotoKey: presigned.key });
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    expect(jobSchema.parse(await delivered.json()).status).toBe('done');
    const afterDelivery = await storedRental(rental.rentalId);
    expect(afterDelivery).toMatchObject({ status: 'delivered', placementPhotoKey: presigned.key });
    expect(afterDelivery.timeline?.at(-1)).toMatchObject({ status: 'delivered', by: 'provider', note: 'Driver: Sam Ortiz' });

    // The customer's rental page gets a short-lived link to the photo.
    const page = rentalDetailSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(page.placementPhotoUrl).toContain(encodeURIComponent(presigned.key).replace(/%2F/g, '/'));

    const pickup = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'pickup', date: today, driverId: sam.driver.driverId, stop: 2 });
    const ticket = { tons: 2.35, ticketNumber: 'LF-20931' };
    const noTicket = await post(`/api/driver/jobs/${pickup.jobId}/picked-up`, sam.token, {});
    expect(noTicket.status).toBe(400);
    const pickedUp = await post(`/api/driver/jobs/${pickup.jobId}/picked-up`, sam.token, { weightTicket: ticket });
    expect(pickedUp.status, await pickedUp.clone().text()).toBe(200);
    expect(await storedRental(rental.rentalId)).toMatchObject({ status: 'picked_up', weightTicket: { ...ticket, recordedAt: expect.any(String) } });
    expect((await post(`/api/driver/jobs/${pickup.jobId}/picked-up`, sam.token, { weightTicket: ticket })).status).toBe(409);
  });

  it('refuses a delivery before the delivery date (the lifecycle rule), leaving the job open', async () => {
    const rental = await putProviderRental({ providerId: provider.providerId, customerId: customer.customerId, status: 'scheduled', startDate: daysFromToday(5) });
    const job = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'delivery', date: today, driverId: sam.driver.driverId });
    expect((await post(`/api/driver/jobs/${job.jobId}/delivered`, sam.token, {})).status).toBe(409);
    expect((await tableStore().entities.job.get({ jobId: job.jobId }).go()).data?.status).toBe('scheduled');
  });

  it('marks the requested swap of the day done, once', async () => {
    const rental = await scheduledRental();
    await tableStore().entities.rental
      .patch({ rentalId: rental.rentalId })
      .set({ swaps: [{ swapId: 's1', date: today, requestedAt: new Date().toISOString(), feeCents: 7_500, status: 'requested' }] })
      .go();
    const job = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'swap', date: today, driverId: sam.driver.driverId });
    const swapped = await post(`/api/driver/jobs/${job.jobId}/swapped`, sam.token);
    expect(swapped.status, await swapped.clone().text()).toBe(200);
    expect((await storedRental(rental.rentalId)).swaps).toEqual([expect.objectContaining({ swapId: 's1', status: 'done', doneAt: expect.any(String) })]);
    expect((await post(`/api/driver/jobs/${job.jobId}/swapped`, sam.token)).status).toBe(409);
  });
});

describe('who may do what', () => {
  it('lets no one but the assigned driver see or move a job', async () => {
    const rental = await scheduledRental();
    const job = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'delivery', date: today, driverId: sam.driver.driverId });
    const colleague = await joinedDriver(provider.token, 'Robin Lee');
    const stranger = await joinedDriver(otherProvider.token, 'Max Stone');
    for (const driver of [colleague, stranger]) {
      expect((await jobsOf(driver.token)).jobs.map((entry) => entry.jobId)).not.toContain(job.jobId);
      for (const action of ['on-the-way', 'delivered', 'swapped']) {
        expect((await post(`/api/driver/jobs/${job.jobId}/${action}`, driver.token, action === 'delivered' ? {} : undefined)).status, action).toBe(404);
      }
      expect((await post(`/api/driver/jobs/${job.jobId}/photos`, driver.token, { purpose: 'placement', contentType: 'image/jpeg' })).status).toBe(404);
    }
    // Providers, customers and anonymous callers are refused by the role; drivers on provider routes too.
    expect((await api(`/api/driver/jobs?date=${today}`, { token: provider.token })).status).toBe(403);
    expect((await post(`/api/driver/jobs/${job.jobId}/on-the-way`, provider.token)).status).toBe(403);
    expect((await api(`/api/driver/jobs?date=${today}`, { token: customer.token })).status).toBe(403);
    expect((await api(`/api/driver/jobs?date=${today}`)).status).toBe(401);
    expect((await api('/api/provider/drivers', { token: sam.token })).status).toBe(403);
    expect((await api('/api/provider/profile', { token: sam.token })).status).toBe(403);
    expect((await api('/api/provider/drivers', { token: customer.token })).status).toBe(403);
    expect((await api('/api/provider/drivers')).status).toBe(401);
    expect((await tableStore().entities.job.get({ jobId: job.jobId }).go()).data?.status).toBe('scheduled');
  });
});
