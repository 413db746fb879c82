// Least privilege per Lambda, in one place: what each function's code reaches, read from its entry
// (functions/<name>/index.ts: which adapters it builds) and the services it calls (which table
// operations and indexes, which upload methods and key prefixes). api.ts, order-notifications.ts
// and inbound-sms.ts turn an entry into IAM statements (grant-permissions.ts) and nothing else;
// tests/infra/least-privilege.test.ts checks the synthesised policies and, from each function's
// bundle, that the code still needs no more than its entry allows.
import type { TABLE_KEYS } from '../../functions/platform/data/table';
import { MEDIA_FOLDERS } from '../../functions/platform/files/media';
import type { Domain } from '../../shared/contract/contract';

/** The SNS-subscribed functions beside the HTTP domains. */
export const SUBSCRIBER_FUNCTIONS = ['notifications', 'sms', 'billing'] as const;
type SubscriberFunction = (typeof SUBSCRIBER_FUNCTIONS)[number];
/** The functions run on a schedule. */
export const SCHEDULED_FUNCTIONS = ['availability'] as const;
type ScheduledFunction = (typeof SCHEDULED_FUNCTIONS)[number];
/** The functions fed by the table's stream (an event source mapping). */
export const STREAM_FUNCTIONS = ['search-index', 'dispatch-jobs'] as const;
type StreamFunction = (typeof STREAM_FUNCTIONS)[number];
export type FunctionName = Domain | SubscriberFunction | ScheduledFunction | StreamFunction;

/** Item reads. No Scan (no request path scans the table) and no DescribeTable (the SDK never asks). */
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'] as const;
/** Item writes; transactions (TransactWriteItems) are authorised per item by these too. */
const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'] as const;
export type TableAction = (typeof TABLE_READ_ACTIONS)[number] | (typeof TABLE_WRITE_ACTIONS)[number];
type TableIndexName = (typeof TABLE_KEYS.globalIndexes)[number]['indexName'];

/** Where each kind of upload lives in the uploads bucket (object-key prefixes the code builds). */
export const UPLOAD_PREFIXES = {
  /** functions/providers/profile/provider-logo.ts and registration logos (functions/onboarding/uploads.ts). */
  providerLogos: MEDIA_FOLDERS.providerLogos,
  /** functions/providers/listings/listing-images.ts. */
  listingImages: MEDIA_FOLDERS.listingImages,
  /** Insurance certificates and licences: functions/onboarding/uploads.ts `uploadPrefix`. */
  registrationDocuments: 'onboarding/',
  /** Expense receipts: functions/financials/expenses/receipts.ts `receiptPrefix`. */
  receipts: 'receipts/',
  /** Drivers' stop photos (placement, weight ticket): functions/drivers/job-photos.ts `jobPhotoPrefix`. */
  jobPhotos: 'job-photos/',
} as const;
export type UploadPrefix = (typeof UPLOAD_PREFIXES)[keyof typeof UPLOAD_PREFIXES];

interface UploadsAccess {
  /** s3:PutObject under these prefixes: the presigned POSTs the browser uploads with. */
  put?: readonly UploadPrefix[];
  /** s3:GetObject under these prefixes: HeadObject and first-bytes checks of what arrived, presigned download links. */
  get?: readonly UploadPrefix[];
  /** s3:DeleteObject under these prefixes (DeleteObjects is authorised per key by it): files no longer shown, and uploads whose bytes are not their type. */
  delete?: readonly UploadPrefix[];
  /** s3:ListBucket on the bucket, so HeadObject of a missing key answers 404 (the code's "not uploaded"), not 403. */
  list?: boolean;
}

export const COGNITO_REGISTRATION_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  // A half-made sign-in is removed again (functions/platform/identity/cognito-user-directory.ts).
  'cognito-idp:AdminDeleteUser',
] as const;
export const COGNITO_DELETE_ACTIONS = ['cognito-idp:AdminDeleteUser'] as const;
/** Revokes every refresh token of a user: account deletion signs the customer out everywhere. */
export const COGNITO_SIGN_OUT_ACTIONS = ['cognito-idp:AdminUserGlobalSignOut'] as const;
/** A removed driver can no longer sign in (the user directory's disableUser). */
export const COGNITO_DISABLE_ACTIONS = ['cognito-idp:AdminDisableUser'] as const;
/**
 * The current password checked before an account is deleted (the user directory's checkPassword):
 * the admin password flow, and the user looked up when the pool hides whether a sign-in exists.
 */
export const COGNITO_PASSWORD_CHECK_ACTIONS = ['cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminGetUser'] as const;
type CognitoAction =
  | (typeof COGNITO_REGISTRATION_ACTIONS)[number]
  | (typeof COGNITO_SIGN_OUT_ACTIONS)[number]
  | (typeof COGNITO_DISABLE_ACTIONS)[number]
  | (typeof COGNITO_PASSWORD_CHECK_ACTIONS)[number];

export interface FunctionPermissions {
  /** 'read' = TABLE_READ_ACTIONS, 'readWrite' adds TABLE_WRITE_ACTIONS; or an exact, narrower list. */
  table?: 'read' | 'readWrite' | readonly TableAction[];
  /** GSIs the code queries (dynamodb:Query on those index ARNs only); none means the base table only. */
  tableIndexes?: readonly TableIndexName[];
  uploads?: UploadsAccess;
  /**
   * SES from the stage's sender identity. 'withAttachments' adds SendRawEmail: attachments go as
   * simple content (functions/platform/messaging/ses-email-sender.ts), but SES does not document
   * which action authorises a simple message with attachments; narrow it once a stage shows.
   */
  email?: 'simple' | 'withAttachments';
  /** sns:Publish straight to phone numbers (texts), which have no ARN to scope to. */
  smsToPhoneNumbers?: boolean;
  /** sns:Publish on the order-events topic (rental events for the notifications function). */
  orderEvents?: boolean;
  /** secretsmanager:GetSecretValue on the Stripe secret (the payment port, built on first use). */
  stripeSecret?: boolean;
  /** secretsmanager:GetSecretValue on the origin secret: every HTTP domain checks CloudFront's header first. */
  originSecret?: boolean;
  /** Cognito admin actions on the user pool. */
  userPool?: readonly CognitoAction[];
  /**
   * Reads the table's stream, as its event source mapping requires of the function's role:
   * DescribeStream, GetShardIterator and GetRecords on the stream, and ListStreams, which has no
   * resource to scope to.
   */
  tableStream?: boolean;
}

// Every HTTP domain (originSecret) reads CloudFront's origin secret: its chain refuses requests
// that did not come through CloudFront (functions/platform/http/origin-verify.ts).
const FUNCTION_PERMISSIONS = {
  // ZIP check, search and listing detail: items by key and one Query per ZIP on the base table, a
  // dated search's one BatchGetItem of availability months, a listing's next available dates (one
  // Query of its size's availability months on the base table); a "tell me when served" request put
  // with its ZIP's demand counter (one transaction, no index).
  catalog: { originSecret: true, table: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] },
  // Profile reads and edits, registration (profile + sign-in), the dashboard's rentals by customer
  // (gsi1), account deletion (the current password checked, sign out everywhere, anonymise rentals,
  // delete sign-in and profile), e-mail verification (the code item beside the profile, the code
  // e-mailed to the account's address).
  accounts: {
    originSecret: true,
    table: 'readWrite',
    tableIndexes: ['gsi1'],
    userPool: [...COGNITO_REGISTRATION_ACTIONS, ...COGNITO_SIGN_OUT_ACTIONS, ...COGNITO_PASSWORD_CHECK_ACTIONS],
    email: 'simple',
  },
  // A customer's rentals (gsi1), rent requests, cancellation with a Stripe refund, rental events;
  // extensions: the days after a rental read by key (one Query of the base table), the hold and
  // extension items (transactions of conditioned writes), a Stripe payment session per extension.
  // A delivered rental's placement photo: a five-minute link (presigned GET) under the stop photos' prefix.
  rentals: {
    originSecret: true,
    table: 'readWrite',
    tableIndexes: ['gsi1'],
    orderEvents: true,
    stripeSecret: true,
    uploads: { get: [UPLOAD_PREFIXES.jobPhotos] },
  },
  // Checkout sessions by id, the paid session -> rental transaction, Stripe (sessions, webhook
  // signature), the rental.created event; a paid extension's transaction (rentals/extensions) and
  // its rental.extended event; the provider context's next available dates and a refusal's next
  // free date (a Query of the size's availability months); an invoice's payment sessions (a Query of
  // the invoice's partition) and the e-mails to payer and provider when a payment of an invoice
  // changed meanwhile is refunded. No index.
  checkout: { originSecret: true, table: 'readWrite', orderEvents: true, stripeSecret: true, email: 'simple' },
  // The provider portal: listings and search items by provider (gsi1), rentals by provider and
  // status (gsi2), by last change (gsi3: the dashboard's activity), by request time (gsi4: All)
  // and by pickup date (gsi5: the week's upcoming returns);
  // declining a paid request refunds it (Stripe) and raises an event; logo and listing-image
  // uploads; account deletion (the current password checked) removes every file the provider owns
  // (images, registration documents) and their sign-in.
  providers: {
    originSecret: true,
    table: 'readWrite',
    tableIndexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5'],
    orderEvents: true,
    stripeSecret: true,
    uploads: {
      put: [UPLOAD_PREFIXES.providerLogos, UPLOAD_PREFIXES.listingImages],
      get: [UPLOAD_PREFIXES.providerLogos, UPLOAD_PREFIXES.listingImages],
      delete: [UPLOAD_PREFIXES.providerLogos, UPLOAD_PREFIXES.listingImages, UPLOAD_PREFIXES.registrationDocuments],
      list: true,
    },
    userPool: [...COGNITO_DELETE_ACTIONS, ...COGNITO_PASSWORD_CHECK_ACTIONS],
  },
  // The staff console: requests and tickets by status (gsi1), providers by creation (gsi3), access
  // codes by e-mail, verification (listings by provider, gsi1), five-minute links to documents.
  operators: {
    originSecret: true,
    table: 'readWrite',
    tableIndexes: ['gsi1', 'gsi3'],
    email: 'simple',
    uploads: { get: [UPLOAD_PREFIXES.registrationDocuments] },
  },
  // Provider requests, access-code checks, registration uploads (documents and logo, checked with
  // HeadObject and their first bytes; one that is not its type is deleted), the registration
  // transaction (with the primary ZIPs' search items; the rest come from the search index
  // consumer), the provider's sign-in.
  onboarding: {
    originSecret: true,
    table: 'readWrite',
    uploads: {
      put: [UPLOAD_PREFIXES.registrationDocuments, UPLOAD_PREFIXES.providerLogos],
      get: [UPLOAD_PREFIXES.registrationDocuments, UPLOAD_PREFIXES.providerLogos],
      delete: [UPLOAD_PREFIXES.registrationDocuments, UPLOAD_PREFIXES.providerLogos],
      list: true,
    },
    userPool: COGNITO_REGISTRATION_ACTIONS,
  },
  // Invoices, expenses and reports by provider (gsi1), the books' tallies and recurring schedules in
  // the provider's partition (base table), receipts in the bucket, invoice e-mails with the PDF
  // attached; Stripe, to expire an invoice's open payment page when its amount changes, it is paid
  // otherwise or cancelled.
  financials: {
    originSecret: true,
    table: 'readWrite',
    tableIndexes: ['gsi1'],
    email: 'withAttachments',
    stripeSecret: true,
    uploads: {
      put: [UPLOAD_PREFIXES.receipts],
      get: [UPLOAD_PREFIXES.receipts],
      delete: [UPLOAD_PREFIXES.receipts],
      list: true,
    },
  },
  // The public support form: the caller's profile by key, the ticket, the confirmation e-mail; an
  // order ticket's order among the sender's rentals (gsi1 by customer, gsi2 by provider) or the
  // orders sent to the e-mail given (gsi1: order links by owner).
  support: { originSecret: true, table: 'readWrite', tableIndexes: ['gsi1', 'gsi2'], email: 'simple' },
  // Reviews: the caller's profile and the rental by key, the review created or changed in one
  // transaction with the provider profile's sums (ConditionCheck-free: PutItem and UpdateItem), a
  // provider's reviews by gsi1 and every review by creation (gsi3, the operator console). No Scan,
  // no delete, nothing outside the table.
  reviews: {
    originSecret: true,
    table: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    tableIndexes: ['gsi1', 'gsi3'],
  },
  // Drivers: the provider's drivers (gsi1) and the invitations beside them; a driver's sign-in made
  // (in the driver group), given its password and disabled; the join link e-mailed; the provider's
  // day of jobs (gsi1) and a stop's moves through the rental lifecycle (the same transactions and
  // rental events as the provider's own buttons); the stop photos under their own prefix (one whose
  // bytes are not an image is deleted).
  drivers: {
    originSecret: true,
    table: 'readWrite',
    tableIndexes: ['gsi1'],
    orderEvents: true,
    email: 'simple',
    uploads: { put: [UPLOAD_PREFIXES.jobPhotos], get: [UPLOAD_PREFIXES.jobPhotos], delete: [UPLOAD_PREFIXES.jobPhotos], list: true },
    userPool: [...COGNITO_REGISTRATION_ACTIONS, ...COGNITO_DISABLE_ACTIONS],
  },
  // Rental events -> e-mails and texts: the rental, the provider and opt-outs by key, then the ETA
  // and notification status written back onto the rental (UpdateItem only).
  notifications: {
    table: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
    email: 'simple',
    smsToPhoneNumbers: true,
  },
  // Text-to-book: conversation, opt-out and checkout items by key (put and delete), the per-number
  // text counter (one conditional UpdateItem, functions/sms/text-limit.ts), the ZIP's one Query on
  // the base table, Stripe payment links, replies by text. The payment link holds a unit as the web
  // checkout does (functions/availability/holds.ts): the availability days read by one Query, the
  // hold's transaction (PutItem, UpdateItems, and the ConditionCheck that the inventory is still the
  // one read), DeleteItem to give it back if the payment session cannot be opened. No index, no batch.
  sms: {
    table: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
    stripeSecret: true,
    smsToPhoneNumbers: true,
  },
  // The availability sweep: holds past their expiry by one Query of gsi3, each hold read by key and
  // deleted with its days given back (one transaction of DeleteItem and UpdateItems). Its bundle
  // shares holds.ts with checkout (placing a hold: PutItem, and a Query of the days for the next
  // free date), which the bundle check counts too.
  availability: {
    table: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    tableIndexes: ['gsi3'],
  },
  // The search index consumer: the provider or listing and its search state by key (GetItem), the
  // ZIP items of an owner indexed before states existed by gsi1, the ZIP items written and deleted
  // in batches, the state put or deleted. It reads the stream its mapping delivers.
  'search-index': {
    table: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
    tableIndexes: ['gsi1'],
    tableStream: true,
  },
  // The dispatch board: the caller's profile, a job and a driver by key, the provider's jobs of the
  // days and its drivers by gsi1, a job assigned or a day's stops reordered (UpdateItem, alone or in
  // one transaction: authorised as PutItem and UpdateItem, as every transaction is here). Jobs are
  // created only by the dispatch jobs consumer; nothing is deleted.
  dispatch: {
    originSecret: true,
    table: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    tableIndexes: ['gsi1'],
  },
  // The dispatch jobs consumer: the rental by key, its jobs by key in one BatchGetItem, a missing
  // job created and a job's rental fields updated. No index, no delete. It reads the stream its
  // mapping delivers.
  'dispatch-jobs': {
    table: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    tableStream: true,
  },
  // Final billing after a pickup (functions/billing): the rental, its payment, the provider, the
  // invoice and its counter by key; the final invoice created in one transaction with the rental's
  // record of it and the tallies (PutItem, UpdateItem, the ConditionCheck of the rental's billing
  // count); the off-session charge (Stripe), the invoice e-mail with its PDF, rental.final_invoice.
  // No index, no batch, no delete.
  billing: {
    table: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
    stripeSecret: true,
    email: 'withAttachments',
    orderEvents: true,
  },
} as const satisfies Record<FunctionName, FunctionPermissions>;

export function permissionsOf(name: FunctionName): FunctionPermissions {
  return FUNCTION_PERMISSIONS[name];
}

/** The DynamoDB actions an entry grants on the table. */
export function tableActionsOf(permissions: FunctionPermissions): TableAction[] {
  const { table } = permissions;
  if (table === undefined) return [];
  if (table === 'read') return [...TABLE_READ_ACTIONS];
  if (table === 'readWrite') return [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS];
  return [...table];
}
