// Rentals written straight into the stack's table, for API tests that need a rental of a customer
// they just registered (no API creates rentals yet). The global setup provides the stack's table
// name and DynamoDB endpoint.
import { newRentalTallyItems } from '../../functions/financials/tallies/tally-writes';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { createStore } from '../../functions/platform/data/store';
import type { RentalStatus } from '../../shared/rental-status';
import type { Rental } from '../../shared/schemas/rental';

function tableStore() {
  return createStore({
    tableName: inject('tableName'),
    client: new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  });
}

export interface RentalFixture {
  customerId: string;
  customerName: string;
  customerEmail: string;
  providerId: string;
  startDate: string;
  status?: RentalStatus;
}

export async function putRental(fixture: RentalFixture): Promise<Rental> {
  const now = new Date().toISOString();
  const rental: Rental = {
    rentalId: randomUUID(),
    customerId: fixture.customerId,
    customerName: fixture.customerName,
    customerEmail: fixture.customerEmail,
    customerPhone: '6145550199',
    providerId: fixture.providerId,
    providerName: 'Test Provider',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: fixture.startDate,
    endDate: fixture.startDate,
    deliveryAddress: { street: '1 Test St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    rentalPeriod: 'weekly',
    totalPriceCents: 44_500,
    addOns: {},
    paymentStatus: 'paid',
    status: fixture.status ?? 'confirmed',
    createdAt: now,
    updatedAt: now,
  };
  // With its share of the provider's tallies, as the app writes a new rental (functions/financials/tallies).
  const store = tableStore();
  await store.transaction.write((entities) => [entities.rental.put(rental).commit(), ...newRentalTallyItems(store, rental)]).go();
  return rental;
}
