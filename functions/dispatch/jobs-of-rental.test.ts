import { describe, expect, it } from 'vitest';
import type { RentalStatus } from '../../shared/rental-status';
import type { Job } from '../../shared/schemas/dispatch';
import type { Rental } from '../../shared/schemas/rental';
import { jobChange, jobsOfRental, sameJobs, type RentalJob } from './jobs-of-rental';

const NOW = '2026-11-27T12:00:00.000Z';
const rental = (status: RentalStatus, changes: Partial<Rental> = {}): Rental => ({
  rentalId: 'r1',
  customerId: 'c1',
  customerName: 'Pat Lee',
  customerEmail: 'pat@example.com',
  customerPhone: '6145550100',
  providerId: 'p1',
  providerName: 'Hauler',
  dumpsterSize: '20',
  dumpsterType: 'construction',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  deliveryAddress: { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  rentalPeriod: 'weekly',
  totalPriceCents: 40_000,
  addOns: {},
  paymentStatus: 'paid',
  status,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...changes,
});
const swap = (swapId: string, date: string, status: 'requested' | 'done' | 'cancelled', doneAt?: string) => ({
  swapId,
  date,
  requestedAt: NOW,
  feeCents: 9_500,
  status,
  ...(doneAt ? { doneAt } : {}),
});
const statusesOf = (jobs: Map<string, RentalJob>) => Object.fromEntries([...jobs].map(([jobId, job]) => [jobId, job.decidedStatus ?? 'own']));

describe('jobsOfRental', () => {
  it.each(['pending', 'confirmed'] as const)('gives a %s rental (not yet approved) no jobs', (status) => {
    expect(jobsOfRental(rental(status)).size).toBe(0);
  });

  it('gives an approved rental its delivery on the start date in its window and its pickup on the end date', () => {
    const jobs = jobsOfRental(rental('scheduled', { deliveryTimeWindow: '8-10 AM' }));
    expect([...jobs.keys()]).toEqual(['r1.delivery', 'r1.pickup']);
    expect(jobs.get('r1.delivery')).toEqual({
      jobId: 'r1.delivery',
      kind: 'delivery',
      date: '2026-12-01',
      timeWindow: '8-10 AM',
      providerId: 'p1',
      rentalId: 'r1',
      address: { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      sizeYards: 20,
      customerName: 'Pat Lee',
      customerPhone: '6145550100',
    });
    expect(jobs.get('r1.pickup')).toMatchObject({ kind: 'pickup', date: '2026-12-08' });
    expect(jobs.get('r1.pickup')).not.toHaveProperty('timeWindow');
  });

  it.each<[RentalStatus, Record<string, string>]>([
    ['approved', { 'r1.delivery': 'own', 'r1.pickup': 'own' }],
    ['active', { 'r1.delivery': 'own', 'r1.pickup': 'own' }],
    ['scheduled', { 'r1.delivery': 'own', 'r1.pickup': 'own' }],
    ['delivered', { 'r1.delivery': 'done', 'r1.pickup': 'own' }],
    ['pickup_requested', { 'r1.delivery': 'done', 'r1.pickup': 'own' }],
    ['picked_up', { 'r1.delivery': 'done', 'r1.pickup': 'done' }],
    ['completed', { 'r1.delivery': 'done', 'r1.pickup': 'done' }],
    ['cancelled', { 'r1.delivery': 'cancelled', 'r1.pickup': 'cancelled' }],
  ])('decides the jobs of a %s rental as the rental knows them', (status, expected) => {
    expect(statusesOf(jobsOfRental(rental(status)))).toEqual(expected);
  });

  it('dates a done delivery by its step on the timeline', () => {
    const jobs = jobsOfRental(rental('delivered', { timeline: [{ status: 'delivered', at: '2026-12-01T15:00:00.000Z', by: 'provider' }] }));
    expect(jobs.get('r1.delivery')).toMatchObject({ decidedStatus: 'done', doneAt: '2026-12-01T15:00:00.000Z' });
  });

  it('moves the pickup to the day asked for, and to a later end date after an extension', () => {
    expect(jobsOfRental(rental('pickup_requested', { requestedPickupDate: '2026-12-05' })).get('r1.pickup')?.date).toBe('2026-12-05');
    expect(jobsOfRental(rental('delivered', { endDate: '2026-12-15' })).get('r1.pickup')?.date).toBe('2026-12-15');
  });

  it('gives each swap a job on its day, done or cancelled with its swap, and all cancelled with the rental', () => {
    const swaps = [swap('s1', '2026-12-03', 'done', '2026-12-03T10:00:00.000Z'), swap('s2', '2026-12-05', 'requested'), swap('s3', '2026-12-06', 'cancelled')];
    const jobs = jobsOfRental(rental('delivered', { swaps }));
    expect([...jobs.keys()]).toEqual(['r1.delivery', 'r1.swap.s1', 'r1.swap.s2', 'r1.swap.s3', 'r1.pickup']);
    expect(jobs.get('r1.swap.s2')).toMatchObject({ kind: 'swap', date: '2026-12-05' });
    expect(statusesOf(jobs)).toMatchObject({ 'r1.swap.s1': 'done', 'r1.swap.s2': 'own', 'r1.swap.s3': 'cancelled' });
    expect(jobs.get('r1.swap.s1')?.doneAt).toBe('2026-12-03T10:00:00.000Z');
    expect(Object.values(statusesOf(jobsOfRental(rental('cancelled', { swaps }))))).toEqual(Array(5).fill('cancelled'));
  });

  it('tells a rental change that moves no job from one that does', () => {
    expect(sameJobs(jobsOfRental(rental('scheduled')), jobsOfRental(rental('scheduled', { eta: 'soon', notificationStatus: 'sent' })))).toBe(true);
    expect(sameJobs(jobsOfRental(rental('scheduled')), jobsOfRental(rental('delivered')))).toBe(false);
  });
});

describe('jobChange', () => {
  const desired = (status: RentalStatus, changes: Partial<Rental> = {}) => jobsOfRental(rental(status, changes));
  const stored = (changes: Partial<Job> = {}): Job => {
    const { decidedStatus, doneAt, ...fields } = desired('scheduled', { deliveryTimeWindow: '8-10 AM' }).get('r1.delivery')!;
    void decidedStatus;
    void doneAt;
    return { ...fields, status: 'scheduled', createdAt: NOW, updatedAt: NOW, ...changes };
  };

  it('creates a missing job as scheduled, never a cancelled one', () => {
    expect(jobChange(desired('scheduled').get('r1.pickup')!, undefined, NOW)).toMatchObject({ type: 'create', job: { jobId: 'r1.pickup', status: 'scheduled', createdAt: NOW } });
    expect(jobChange(desired('cancelled').get('r1.pickup')!, undefined, NOW)).toEqual({ type: 'none' });
  });

  it('writes nothing when the job already says what the rental says (a replay), whatever the driver set', () => {
    const job = stored({ driverId: 'd1', stop: 2, status: 'on_the_way', onTheWayAt: NOW, address: { zipCode: '43215', street: '1 Main St', state: 'OH', city: 'Columbus' } });
    expect(jobChange(desired('scheduled', { deliveryTimeWindow: '8-10 AM' }).get('r1.delivery')!, job, NOW)).toEqual({ type: 'none' });
  });

  it('sets done over on_the_way, and never touches the driver', () => {
    const change = jobChange(desired('delivered', { deliveryTimeWindow: '8-10 AM' }).get('r1.delivery')!, stored({ driverId: 'd1', stop: 1, status: 'on_the_way' }), NOW);
    expect(change).toEqual({ type: 'update', set: { status: 'done', updatedAt: NOW }, remove: [], expectedDate: '2026-12-01' });
  });

  it('keeps the driver but drops the stop when the day moves, and removes a window the rental no longer has', () => {
    const change = jobChange(desired('scheduled', { startDate: '2026-12-02' }).get('r1.delivery')!, stored({ driverId: 'd1', stop: 3 }), NOW);
    expect(change).toEqual({ type: 'update', set: { date: '2026-12-02', updatedAt: NOW }, remove: ['timeWindow', 'stop'], expectedDate: '2026-12-01' });
  });
});
