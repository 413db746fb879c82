// The dispatch board over HTTP against the local stack: jobs follow the provider's rentals from the
// table's stream (the dispatch jobs consumer, fed as Lambda's event source mapping would feed it),
// an approval puts the delivery and pickup on their days, a pickup request moves the pickup; the
// office assigns jobs to its drivers and orders their stops; another provider's job or driver and a
// wrong stop list are refused with nothing written; replaying a rental's change writes nothing.
//
// Drivers are written straight into the table as fixtures: inviting drivers is built elsewhere.
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { keepJobsOfChanges } from '../../functions/dispatch/jobs-stream';
import { rentalModel } from '../../functions/platform/data/entities/rental';
import { tableKey } from '../../functions/platform/data/keys';
import { addDays } from '../../shared/rental-dates';
import { DISPATCH_BOARD_MESSAGES, dispatchBoardResponseSchema, boardJobSchema, type Driver } from '../../shared/schemas/dispatch';
import { api, searchIndexSettled } from '../support/stack-client';
import { freshProvider, putProviderRental, type FreshProvider } from './provider-portal-support';
import { daysFromToday, demoProvider, newCustomer, tableStore } from './rentals-support';

/** The stream's consumers have taken every write so far (the search index and the dispatch jobs alike). */
const streamSettled = searchIndexSettled;

async function board(token: string, query: string) {
  const response = await api(`/api/provider/dispatch?${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return dispatchBoardResponseSchema.parse(await response.json());
}

async function putDriver(providerId: string, name: string, status: Driver['status'] = 'active'): Promise<Driver> {
  const now = new Date().toISOString();
  const driver: Driver = { driverId: randomUUID(), providerId, name, email: `${randomUUID()}@test.example`, truck: `Truck ${name.length}`, status, invitedAt: now, createdAt: now, updatedAt: now };
  await tableStore().entities.driver.create(driver).go();
  return driver;
}

const assign = (token: string, jobId: string, driverId: string | null) =>
  api(`/api/provider/dispatch/jobs/${encodeURIComponent(jobId)}/assign`, { method: 'POST', token, body: JSON.stringify({ driverId }) });
const reorder = (token: string, body: unknown) => api('/api/provider/dispatch/stops', { method: 'POST', token, body: JSON.stringify(body) });

/** A pending request of the provider's, approved through the portal with a delivery window. */
async function approvedRental(provider: FreshProvider, startDate: string) {
  const rental = await putProviderRental({ providerId: provider.providerId, status: 'pending', startDate });
  const response = await api(`/api/provider/rentals/${rental.rentalId}/status`, {
    method: 'POST',
    token: provider.token,
    body: JSON.stringify({ action: 'approve', deliveryTimeWindow: '8-10 AM' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return rental;
}

async function jobItem(jobId: string) {
  return (await tableStore().entities.job.get({ jobId }).go({ consistent: true })).data;
}

let provider: FreshProvider;
let other: { token: string; userId: string };

beforeAll(async () => {
  [provider, other] = await Promise.all([freshProvider(), demoProvider()]);
});

describe('jobs kept from rentals', () => {
  it('puts an approved rental\'s delivery and pickup on their days; a pending one has none', async () => {
    const start = daysFromToday(20);
    const pending = await putProviderRental({ providerId: provider.providerId, status: 'pending', startDate: start });
    const rental = await approvedRental(provider, start);
    await streamSettled();

    const deliveryDay = await board(provider.token, `date=${start}`);
    expect(deliveryDay).toMatchObject({ date: start, days: 1 });
    expect(deliveryDay.jobs.map((job) => job.jobId)).toEqual([`${rental.rentalId}.delivery`]);
    expect(deliveryDay.jobs[0]).toMatchObject({
      kind: 'delivery',
      status: 'scheduled',
      timeWindow: '8-10 AM',
      sizeYards: 20,
      customerName: 'Casey Customer',
      orderNumber: rental.rentalId.slice(0, 8).toUpperCase(),
      address: { zipCode: '59801', city: 'Missoula' },
    });
    expect(deliveryDay.jobs[0]!.point).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(deliveryDay.yard?.point).toBeDefined();
    expect(await jobItem(`${pending.rentalId}.delivery`)).toBeNull();

    const week = await board(provider.token, `date=${start}&days=7`);
    expect(week.jobs.map((job) => job.kind)).toEqual(['delivery']);
    const pickupDay = await board(provider.token, `date=${rental.endDate}`);
    expect(pickupDay.jobs.map((job) => [job.jobId, job.kind, job.status])).toEqual([[`${rental.rentalId}.pickup`, 'pickup', 'scheduled']]);
  });

  it('moves the pickup to the day the customer asks for, keeping its driver; delivery is done once delivered', async () => {
    const customer = await newCustomer();
    const start = daysFromToday(-2);
    const rental = await putProviderRental({ providerId: provider.providerId, customerId: customer.customerId, status: 'delivered', startDate: start });
    await streamSettled();
    expect((await jobItem(`${rental.rentalId}.delivery`))?.status).toBe('done');
    const driver = await putDriver(provider.providerId, 'Sam Ortiz');
    expect((await assign(provider.token, `${rental.rentalId}.pickup`, driver.driverId)).status).toBe(200);
    expect(await jobItem(`${rental.rentalId}.pickup`)).toMatchObject({ date: rental.endDate, driverId: driver.driverId, stop: 1 });

    const pickupDate = addDays(rental.endDate, -3);
    const asked = await api(`/api/rentals/${rental.rentalId}/pickup-request`, { method: 'POST', token: customer.token, body: JSON.stringify({ pickupDate }) });
    expect(asked.status, await asked.clone().text()).toBe(200);
    await streamSettled();
    const pickup = await jobItem(`${rental.rentalId}.pickup`);
    expect(pickup).toMatchObject({ date: pickupDate, driverId: driver.driverId, status: 'scheduled' });
    expect(pickup).not.toHaveProperty('stop');
    expect((await board(provider.token, `date=${pickupDate}`)).jobs.map((job) => job.jobId)).toContain(`${rental.rentalId}.pickup`);
    expect((await board(provider.token, `date=${rental.endDate}`)).jobs.map((job) => job.jobId)).not.toContain(`${rental.rentalId}.pickup`);
  });

  it('writes nothing when a rental\'s change record is delivered again', async () => {
    const rental = await approvedRental(provider, daysFromToday(45));
    await streamSettled();
    const driver = await putDriver(provider.providerId, 'Replay Driver');
    expect((await assign(provider.token, `${rental.rentalId}.delivery`, driver.driverId)).status).toBe(200);
    const before = await Promise.all([jobItem(`${rental.rentalId}.delivery`), jobItem(`${rental.rentalId}.pickup`)]);

    const client = new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const key = tableKey(rentalModel, { rentalId: rental.rentalId });
    const { Item } = await client.send(new GetItemCommand({ TableName: inject('tableName'), Key: { pk: { S: key.pk! }, sk: { S: key.sk! } }, ConsistentRead: true }));
    const record = { eventName: 'INSERT', eventSource: 'aws:dynamodb', dynamodb: { Keys: { pk: Item!.pk!, sk: Item!.sk! }, NewImage: Item!, SequenceNumber: '1' } } as DynamoDBRecord;
    const deps = { store: tableStore(), clock: () => new Date() };
    expect(await keepJobsOfChanges(deps, [record])).toEqual({ batchItemFailures: [] });
    expect(await keepJobsOfChanges(deps, [record, record])).toEqual({ batchItemFailures: [] });
    client.destroy();

    expect(await Promise.all([jobItem(`${rental.rentalId}.delivery`), jobItem(`${rental.rentalId}.pickup`)])).toEqual(before);
  });
});

describe('the board', () => {
  it('assigns jobs last in a driver\'s stops, reorders them in one go, and unassigns', async () => {
    const day = daysFromToday(30);
    const [first, second] = [await approvedRental(provider, day), await approvedRental(provider, day)];
    await streamSettled();
    const [driver, spare] = [await putDriver(provider.providerId, 'Ana Diaz'), await putDriver(provider.providerId, 'Bo Chen')];
    const firstJob = `${first.rentalId}.delivery`;
    const secondJob = `${second.rentalId}.delivery`;

    const assigned = await assign(provider.token, firstJob, driver.driverId);
    expect(assigned.status).toBe(200);
    expect(boardJobSchema.parse(await assigned.json())).toMatchObject({ jobId: firstJob, driverId: driver.driverId, stop: 1 });
    expect(boardJobSchema.parse(await (await assign(provider.token, secondJob, driver.driverId)).json())).toMatchObject({ stop: 2 });

    const shown = await board(provider.token, `date=${day}`);
    expect(shown.drivers.map((found) => found.name)).toEqual(expect.arrayContaining(['Ana Diaz', 'Bo Chen']));
    expect(shown.jobs.filter((job) => job.driverId === driver.driverId).map((job) => job.jobId)).toEqual([firstJob, secondJob]);

    const reordered = await reorder(provider.token, { date: day, driverId: driver.driverId, jobIds: [secondJob, firstJob] });
    expect(reordered.status, await reordered.clone().text()).toBe(200);
    expect((await board(provider.token, `date=${day}`)).jobs.filter((job) => job.driverId === driver.driverId).map((job) => [job.jobId, job.stop])).toEqual([
      [secondJob, 1],
      [firstJob, 2],
    ]);

    // Moving a job to another driver puts it last of theirs; null unassigns it.
    expect(boardJobSchema.parse(await (await assign(provider.token, firstJob, spare.driverId)).json())).toMatchObject({ driverId: spare.driverId, stop: 1 });
    const unassigned = boardJobSchema.parse(await (await assign(provider.token, firstJob, null)).json());
    expect(unassigned).not.toHaveProperty('driverId');
    expect(unassigned).not.toHaveProperty('stop');
  });

  it('refuses another provider\'s job (404), a driver not the provider\'s or removed (422) and a wrong stop list (409), writing nothing', async () => {
    const day = daysFromToday(60);
    const [first, second] = [await approvedRental(provider, day), await approvedRental(provider, day)];
    await streamSettled();
    const driver = await putDriver(provider.providerId, 'Kim Park');
    const firstJob = `${first.rentalId}.delivery`;
    const secondJob = `${second.rentalId}.delivery`;
    expect((await assign(provider.token, firstJob, driver.driverId)).status).toBe(200);
    const before = await Promise.all([jobItem(firstJob), jobItem(secondJob)]);

    const othersDriver = await putDriver(other.userId, 'Not Theirs');
    const removed = await putDriver(provider.providerId, 'Gone Driver', 'removed');
    expect((await assign(other.token, firstJob, othersDriver.driverId)).status).toBe(404);
    expect((await assign(provider.token, 'no-such-job.delivery', driver.driverId)).status).toBe(404);
    for (const driverId of [othersDriver.driverId, removed.driverId, 'no-such-driver']) {
      const refused = await assign(provider.token, secondJob, driverId);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { message: string }).message).toBe(DISPATCH_BOARD_MESSAGES.driverNotFound);
    }
    for (const jobIds of [[firstJob, secondJob], [secondJob], ['no-such-job.delivery']]) {
      const refused = await reorder(provider.token, { date: day, driverId: driver.driverId, jobIds });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(DISPATCH_BOARD_MESSAGES.stopsMismatch);
    }
    expect((await reorder(other.token, { date: day, driverId: driver.driverId, jobIds: [firstJob] })).status).toBe(422);
    expect((await api('/api/provider/dispatch?days=8', { token: provider.token })).status).toBe(400);
    // Shaped like a date but no day of the calendar: refused, never a failure on our side.
    expect((await api('/api/provider/dispatch?date=9999-19-39', { token: provider.token })).status).toBe(400);
    expect((await reorder(provider.token, { date: '2026-02-30', driverId: driver.driverId, jobIds: [firstJob] })).status).toBe(400);
    expect((await reorder(provider.token, { date: 'tomorrow', driverId: driver.driverId, jobIds: [firstJob] })).status).toBe(400);
    expect(await Promise.all([jobItem(firstJob), jobItem(secondJob)])).toEqual(before);
  });

  it('shows today at the provider\'s address by default, with its drivers but not removed ones', async () => {
    await putDriver(provider.providerId, 'Left Us', 'removed');
    const today = await board(provider.token, '');
    expect(today.date).toBe(today.today);
    expect(today.days).toBe(1);
    expect(today.drivers.map((driver) => driver.name)).not.toContain('Left Us');
  });
});
