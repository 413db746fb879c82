// What the driver API tests share: drivers invited and joined through the API (the invitation
// e-mail read from the outbox), and job items written straight into the table. The jobs are
// fixtures: in the app they are kept from the rentals by the dispatch board's projection, which
// this file does not depend on; the assignment (driverId, stop) is what the board would set.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { driverSchema, type Driver, type Job, type JobKind } from '../../shared/schemas/dispatch';
import { api, signIn } from '../support/stack-client';
import { outboxUntil, tableStore } from './rentals-support';

export const DRIVER_PASSWORD = 'Driver-pass-1';

export async function invite(providerToken: string, body: Record<string, unknown>): Promise<Response> {
  return api('/api/provider/drivers', { method: 'POST', token: providerToken, body: JSON.stringify(body) });
}

/** The join link's token from the newest invitation e-mail to `email`. */
export async function invitationTokenFor(email: string, after = ''): Promise<string> {
  const entries = await outboxUntil((all) => all.some((entry) => entry.channel === 'email' && entry.to === email && entry.sentAt > after));
  const mail = entries.find((entry) => entry.channel === 'email' && entry.to === email && entry.sentAt > after);
  expect(mail, `no invitation e-mail to ${email}`).toBeDefined();
  const match = /\/driver\/join\?token=([^\s"&<]+)/.exec(mail!.channel === 'email' ? mail!.text : '');
  expect(match, 'the invitation e-mail carries the join link').not.toBeNull();
  return decodeURIComponent(match![1]!);
}

export interface JoinedDriver {
  driver: Driver;
  email: string;
  token: string;
}

/** Invited by the provider, joined from the e-mailed link, signed in. */
export async function joinedDriver(providerToken: string, name = 'Sam Ortiz'): Promise<JoinedDriver> {
  const email = `driver-${randomUUID()}@test.example`;
  const response = await invite(providerToken, { name, email, phone: '(406) 555-0101', truck: 'Truck 2' });
  expect(response.status, await response.clone().text()).toBe(201);
  const driver = driverSchema.parse(await response.json());
  const token = await invitationTokenFor(email);
  const accepted = await api(`/api/driver-invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: JSON.stringify({ password: DRIVER_PASSWORD }) });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { driver: { ...driver, status: 'active' }, email, token: (await signIn(email, DRIVER_PASSWORD)).accessToken };
}

/** A job of a rental, as the dispatch board keeps it, assigned to the driver at a stop. */
export async function putJob(fixture: { providerId: string; rentalId: string; kind: JobKind; date: string; driverId?: string; stop?: number }): Promise<Job> {
  const now = new Date().toISOString();
  const job: Job = {
    jobId: randomUUID(),
    providerId: fixture.providerId,
    rentalId: fixture.rentalId,
    kind: fixture.kind,
    date: fixture.date,
    timeWindow: '8-10 AM',
    status: 'scheduled',
    ...(fixture.driverId ? { driverId: fixture.driverId } : {}),
    ...(fixture.stop ? { stop: fixture.stop } : {}),
    address: { street: '9 Pine St', city: 'Missoula', state: 'MT', zipCode: '59801' },
    sizeYards: 20,
    customerName: 'Riley Renter',
    customerPhone: '4065550142',
    createdAt: now,
    updatedAt: now,
  };
  await tableStore().entities.job.put(job).go();
  return job;
}
