// The data adapter: one ElectroDB service over the single table. Services receive a Store as an
// argument, so tests and the local stack pass the same thing as production with another client.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Entity, Service } from 'electrodb';
import { accessCodeModel } from './entities/access-code';
import { checkoutSessionModel } from './entities/checkout-session';
import { customerProfileModel } from './entities/customer-profile';
import { expenseModel } from './entities/expense';
import { financialReportModel } from './entities/financial-report';
import { invoiceModel } from './entities/invoice';
import { invoiceCounterModel } from './entities/invoice-counter';
import { listingModel } from './entities/listing';
import { listingZipModel } from './entities/listing-zip';
import { operatorProfileModel } from './entities/operator-profile';
import { providerProfileModel } from './entities/provider-profile';
import { providerRequestModel } from './entities/provider-request';
import { providerZipModel } from './entities/provider-zip';
import { rentalModel } from './entities/rental';
import { smsConversationModel } from './entities/sms-conversation';
import { smsOptOutModel } from './entities/sms-opt-out';
import { supportTicketModel } from './entities/support-ticket';

export function createStore(options: { tableName: string; client?: DynamoDBClient }) {
  const client = options.client ?? new DynamoDBClient({});
  return new Service(
    {
      customerProfile: new Entity(customerProfileModel),
      providerProfile: new Entity(providerProfileModel),
      operatorProfile: new Entity(operatorProfileModel),
      providerZip: new Entity(providerZipModel),
      listing: new Entity(listingModel),
      listingZip: new Entity(listingZipModel),
      rental: new Entity(rentalModel),
      checkoutSession: new Entity(checkoutSessionModel),
      providerRequest: new Entity(providerRequestModel),
      accessCode: new Entity(accessCodeModel),
      supportTicket: new Entity(supportTicketModel),
      invoice: new Entity(invoiceModel),
      invoiceCounter: new Entity(invoiceCounterModel),
      expense: new Entity(expenseModel),
      financialReport: new Entity(financialReportModel),
      smsConversation: new Entity(smsConversationModel),
      smsOptOut: new Entity(smsOptOutModel),
    },
    { client, table: options.tableName },
  );
}

export type Store = ReturnType<typeof createStore>;
