// The data adapter: the entities of the single table, their collections and write transactions
// (entity.ts and beside it: a small typed layer over the AWS SDK's document client, which the
// Lambda runtime provides). Services receive a Store as an argument, so tests and the local stack
// pass the same thing as production with another client.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { collection } from './collection';
import { Entity } from './entity';
import { writeTransactions } from './transaction';
import { accessCodeModel } from './entities/access-code';
import { availabilityMonthModel } from './entities/availability-month';
import { checkoutSessionModel } from './entities/checkout-session';
import { customerProfileModel } from './entities/customer-profile';
import { emailVerificationModel } from './entities/email-verification';
import { expenseModel } from './entities/expense';
import { financialReportModel } from './entities/financial-report';
import { invoiceModel } from './entities/invoice';
import { invoiceCounterModel } from './entities/invoice-counter';
import { invoicePaymentModel } from './entities/invoice-payment';
import { listingModel } from './entities/listing';
import { listingZipModel } from './entities/listing-zip';
import { operatorProfileModel } from './entities/operator-profile';
import { providerProfileModel } from './entities/provider-profile';
import { providerRequestModel } from './entities/provider-request';
import { providerZipModel } from './entities/provider-zip';
import { rentalModel } from './entities/rental';
import { orderLinkModel } from './entities/order-link';
import { zipDemandModel, zipRequestModel } from './entities/zip-request';
import { rentalPaymentModel } from './entities/rental-payment';
import { smsConversationModel } from './entities/sms-conversation';
import { smsOptOutModel } from './entities/sms-opt-out';
import { supportTicketModel } from './entities/support-ticket';
import { unitHoldModel } from './entities/unit-hold';
import { holdSlotModel } from './entities/hold-slot';
import { rentalExtensionModel } from './entities/rental-extension';
import { recurringExpenseModel } from './entities/recurring-expense';
import { rentalBillingModel } from './entities/rental-billing';
import { tallyTable } from './tally-table';
import { searchIndexStateModel } from './entities/search-index-state';
import { reviewModel } from './entities/review';
import { jobModel } from './entities/job';
import { driverModel } from './entities/driver';
import { driverInvitationModel } from './entities/driver-invitation';

export function createStore(options: { tableName: string; client?: DynamoDBClient }) {
  let documentClient: DynamoDBDocumentClient | undefined;
  // Undefined values mean "absent", as they do for the attributes the layer checks itself.
  const client = () =>
    (documentClient ??= DynamoDBDocumentClient.from(options.client ?? new DynamoDBClient({}), {
      marshallOptions: { removeUndefinedValues: true },
    }));
  const config = { table: options.tableName, client };
  const entities = {
    customerProfile: new Entity(customerProfileModel, config),
    emailVerification: new Entity(emailVerificationModel, config),
    providerProfile: new Entity(providerProfileModel, config),
    operatorProfile: new Entity(operatorProfileModel, config),
    providerZip: new Entity(providerZipModel, config),
    listing: new Entity(listingModel, config),
    listingZip: new Entity(listingZipModel, config),
    rental: new Entity(rentalModel, config),
    checkoutSession: new Entity(checkoutSessionModel, config),
    rentalPayment: new Entity(rentalPaymentModel, config),
    orderLink: new Entity(orderLinkModel, config),
    zipRequest: new Entity(zipRequestModel, config),
    zipDemand: new Entity(zipDemandModel, config),
    providerRequest: new Entity(providerRequestModel, config),
    accessCode: new Entity(accessCodeModel, config),
    supportTicket: new Entity(supportTicketModel, config),
    invoice: new Entity(invoiceModel, config),
    invoiceCounter: new Entity(invoiceCounterModel, config),
    invoicePayment: new Entity(invoicePaymentModel, config),
    expense: new Entity(expenseModel, config),
    financialReport: new Entity(financialReportModel, config),
    smsConversation: new Entity(smsConversationModel, config),
    smsOptOut: new Entity(smsOptOutModel, config),
    availabilityMonth: new Entity(availabilityMonthModel, config),
    unitHold: new Entity(unitHoldModel, config),
    holdSlot: new Entity(holdSlotModel, config),
    rentalExtension: new Entity(rentalExtensionModel, config),
    recurringExpense: new Entity(recurringExpenseModel, config),
    rentalBilling: new Entity(rentalBillingModel, config),
    searchIndexState: new Entity(searchIndexStateModel, config),
    review: new Entity(reviewModel, config),
    job: new Entity(jobModel, config),
    driver: new Entity(driverModel, config),
    driverInvitation: new Entity(driverInvitationModel, config),
  };
  return {
    entities,
    collections: {
      /** A ZIP's providers and listings (search reads both in one Query). */
      zipArea: collection('zipArea', { providerZip: providerZipModel, listingZip: listingZipModel }, config),
    },
    transaction: writeTransactions(entities, client),
    /** The providers' books as running tallies (functions/financials/tallies). */
    tallies: tallyTable(config),
  };
}

export type Store = ReturnType<typeof createStore>;
