// What the data layer writes: checked values (the last guard behind the services' own validation),
// create and patch conditions, and updates that keep every index key in step with the attributes.
import { describe, expect, it } from 'vitest';
import { Entity } from './entity';
import { customerProfileModel } from './entities/customer-profile';
import { invoiceModel } from './entities/invoice';
import { providerProfileModel } from './entities/provider-profile';
import { rentalModel } from './entities/rental';
import { smsConversationModel } from './entities/sms-conversation';
import { zipDemandModel } from './entities/zip-request';
import { IncompleteKeyError } from './keys';
import { EntityValidationError } from './validate';

const config = { table: 'T', client: () => ({}) as never };
const customers = new Entity(customerProfileModel, config);
const rentals = new Entity(rentalModel, config);
const invoices = new Entity(invoiceModel, config);
const profiles = new Entity(providerProfileModel, config);
const conversations = new Entity(smsConversationModel, config);

const at = '2030-01-02T03:04:05.678Z';
const customer = {
  customerId: 'c-1',
  email: 'a@b.co',
  name: 'Ann',
  phone: '+1',
  address: { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  createdAt: at,
  updatedAt: at,
};

interface Expressions {
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** An expression with its names and values written in, so placeholder naming does not matter. */
const written = (params: Expressions, expression: string | undefined) =>
  expression?.replace(/[#:][A-Za-z0-9_]+/g, (token) =>
    token.startsWith('#') ? params.ExpressionAttributeNames![token] : JSON.stringify(params.ExpressionAttributeValues![token]),
  );

describe('writing a whole item', () => {
  it('stores the attributes with the keys and identifiers, dropping what the model does not define', () => {
    const { Item } = customers.put({ ...customer, address: { ...customer.address, extra: 'x' }, bogus: 1 } as typeof customer).params();
    expect(Item).toEqual({
      ...customer,
      pk: '$marketplace#customerid_c-1',
      sk: '$customerprofile_1',
      __edb_e__: 'customerProfile',
      __edb_v__: '1',
    });
  });

  it('refuses a missing required attribute, a wrong type, an unknown enum value and null, naming each', () => {
    const bad = { ...customer, name: undefined, phone: 5, address: { ...customer.address, city: undefined } } as unknown as typeof customer;
    expect(() => customers.put(bad).params()).toThrow(EntityValidationError);
    expect(() => customers.put(bad).params()).toThrow(/"name" is required.*"phone" must be a string.*"address.city" is required/);
    expect(() => invoices.patch({ invoiceId: 'i' }).set({ status: 'lost' as never }).params()).toThrow(/"status" must be one of "draft"/);
    expect(() => invoices.patch({ invoiceId: 'i' }).set({ rentalId: null as never }).params()).toThrow(/"rentalId" must be a string, not null/);
    expect(() => invoices.patch({ invoiceId: 'i' }).set({ lineItems: [{ description: 'd', quantity: 1 }] as never }).params()).toThrow(
      /"lineItems\[0\].unitPriceCents" is required/,
    );
  });

  it('creates only a new item', () => {
    const params = customers.create(customer).params();
    expect(written(params, params.ConditionExpression)).toBe('attribute_not_exists(pk) AND attribute_not_exists(sk)');
  });

  it('checks an item when the write is built, not when the operation is named', () => {
    const write = customers.put({} as typeof customer);
    expect(() => write.params()).toThrow(EntityValidationError);
  });
});

describe('updating an item', () => {
  it('patches an existing item only, writing the key attributes and identifiers, conditions in parentheses', () => {
    const params = invoices
      .patch({ invoiceId: 'Inv-1' })
      .set({ lastSentAt: at, notes: 'n' })
      .add({ reminderCount: 1 })
      .remove(['rentalId'])
      .where((attributes, { eq }) => `${eq(attributes.status, 'draft')} OR ${eq(attributes.status, 'unpaid')}`)
      .params({ response: 'all_new' });
    expect(params.Key).toEqual({ pk: '$marketplace#invoiceid_inv-1', sk: '$invoice_1' });
    expect(written(params, params.UpdateExpression)).toBe(
      `SET notes = "n", lastSentAt = "${at}", invoiceId = "Inv-1", __edb_e__ = "invoice", __edb_v__ = "1" REMOVE rentalId ADD reminderCount 1`,
    );
    expect(written(params, params.ConditionExpression)).toBe(
      'attribute_exists(pk) AND attribute_exists(sk) AND (status = "draft" OR status = "unpaid")',
    );
    expect(params.ReturnValues).toBe('ALL_NEW');
  });

  it('update() also creates the item, so it has no existence condition', () => {
    const params = new Entity(invoiceModel, config).update({ invoiceId: 'Inv-1' }).add({ reminderCount: 1 }).params();
    expect(params.ConditionExpression).toBeUndefined();
  });

  it('writes an index partition key with no composite attributes (one list of them all), so an item update() creates is listed', () => {
    const params = new Entity(zipDemandModel, config)
      .update({ zipCode: '99654' })
      .set({ city: 'Wasilla', state: 'AK', lastRequestedAt: at })
      .add({ requests: 1 })
      .params();
    expect(written(params, params.UpdateExpression)).toContain('gsi3pk = "$marketplace"');
    expect(written(params, params.UpdateExpression)).toContain(`gsi3sk = "$zipdemand_1#lastrequestedat_${at.toLowerCase()}#zipcode_99654"`);
  });

  it('rebuilds an index key from a changed attribute, conditioning on the composite attributes it was given', () => {
    const params = rentals
      .patch({ rentalId: 'R-1' })
      .set({ status: 'active' })
      .composite({ createdAt: at })
      .where((attributes, { eq }) => eq(attributes.status, 'approved'))
      .params();
    expect(written(params, params.UpdateExpression)).toContain(`gsi2sk = "$rental_1#status_active#createdat_${at.toLowerCase()}#rentalid_r-1"`);
    expect(written(params, params.ConditionExpression)).toBe(`attribute_exists(pk) AND attribute_exists(sk) AND createdAt = "${at}" AND (status = "approved")`);
  });

  it('refuses a change it cannot rebuild an index key for, a change of the item key and removing a required attribute', () => {
    expect(() => rentals.patch({ rentalId: 'R-1' }).set({ status: 'active' }).params()).toThrow(IncompleteKeyError);
    expect(() => rentals.patch({ rentalId: 'R-1' }).set({ status: 'active' }).params()).toThrow(/"createdAt"/);
    expect(() => customers.patch({ customerId: 'c' }).set({ customerId: 'd' } as never).params()).toThrow(/names the item/);
    expect(() => customers.patch({ customerId: 'c' }).remove(['name'] as never).params()).toThrow(/"name" is required/);
  });

  it('changes map properties and compares attributes with each other at their paths', () => {
    const params = profiles
      .patch({ providerId: 'p' })
      .data((attributes, { add, subtract }) => {
        add(attributes.dumpsterInventory.yard20, 1);
        subtract(attributes.activeRentals, 1);
      })
      .where((attributes, { name }) => `${name(attributes.dumpsterInventory.yard20)} < ${name(attributes.dumpsterInventory.yard30)}`)
      .params();
    const update = written(params, params.UpdateExpression);
    expect(update).toContain('activeRentals = (if_not_exists(activeRentals, 0) - 1)');
    expect(update).toMatch(/ ADD dumpsterInventory\.yard20 1$/);
    expect(written(params, params.ConditionExpression)).toContain('(dumpsterInventory.yard20 < dumpsterInventory.yard30)');
    expect(() => profiles.patch({ providerId: 'p' }).add({ activeRentals: '1' as never }).params()).toThrow(/must be a finite number/);
  });

  it('writes and conditions an attribute under its field name', () => {
    const params = conversations
      .patch({ phoneNumber: '+1' })
      .set({ expiresAt: 5 })
      .where((attributes, { gt }) => gt(attributes.expiresAt, 1))
      .params();
    expect(written(params, params.UpdateExpression)).toContain('ttl = 5');
    expect(written(params, params.ConditionExpression)).toContain('(ttl > 1)');
  });

  it('leaves an optional attribute set to undefined alone but refuses a required one', () => {
    const params = rentals.patch({ rentalId: 'R-1' }).set({ eta: undefined, updatedAt: at }).params();
    expect(Object.values(params.ExpressionAttributeNames!)).not.toContain('eta');
    expect(() => rentals.patch({ rentalId: 'R-1' }).set({ updatedAt: undefined }).params()).toThrow(/"updatedAt" is required/);
  });
});
