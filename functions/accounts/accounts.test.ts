// Services of the accounts domain with fake adapters: the rollback of a failed registration, the
// dashboard's counting, and what anonymizing a rental erases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RENTAL_STATUSES } from '../../shared/rental-status';
import { DELETED_CUSTOMER_NAME } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { MESSAGES } from '../../shared/messages';
import type { PasswordCheck, UserDirectory } from '../platform/identity/user-directory';
import { countRentals } from './customer-dashboard';
import { anonymizedRental, deleteCustomerAccount } from './delete-customer-account';
import { registerCustomer } from './register-customer';

const registration = {
  email: 'a@b.co',
  password: 'Secret-pass-1',
  name: 'Ann',
  phone: '6145550100',
  address: { street: '1 Main St', city: 'Columbus', state: 'OH' as const, zipCode: '43215' },
};

/** The drivers' part of the directory: a customer's account never calls it. */
const unusedByAccounts: Pick<UserDirectory, 'inviteUser' | 'setPassword' | 'disableUser'> = {
  inviteUser: () => Promise.reject(new Error('not used by accounts')),
  setPassword: () => Promise.reject(new Error('not used by accounts')),
  disableUser: () => Promise.reject(new Error('not used by accounts')),
};

function fakeUsers() {
  const deleted: string[] = [];
  const users: UserDirectory = {
    createUser: async () => 'sub-1',
    deleteUser: async (id) => void deleted.push(id),
    signOutEverywhere: async () => undefined,
    checkPassword: async () => 'correct',
    ...unusedByAccounts,
  };
  return { users, deleted };
}

const storeWhoseProfileWrite = (go: () => Promise<unknown>) =>
  ({ entities: { customerProfile: { create: () => ({ go }) } } }) as unknown as Store;

describe('registerCustomer', () => {
  it('writes the profile under the new sign-in id', async () => {
    const { users, deleted } = fakeUsers();
    let written: unknown;
    const store = {
      entities: { customerProfile: { create: (item: unknown) => ({ go: async () => void (written = item) }) } },
    } as unknown as Store;
    const result = await registerCustomer({ store, users, now: () => new Date('2030-01-01T00:00:00Z') }, registration);
    expect(result).toEqual({ customerId: 'sub-1' });
    expect(written).toMatchObject({ customerId: 'sub-1', email: 'a@b.co', createdAt: '2030-01-01T00:00:00.000Z' });
    expect(deleted).toEqual([]);
  });

  it('deletes the new sign-in when the profile cannot be written, and fails', async () => {
    const { users, deleted } = fakeUsers();
    const store = storeWhoseProfileWrite(async () => {
      throw new Error('table unavailable');
    });
    await expect(registerCustomer({ store, users, now: () => new Date() }, registration)).rejects.toThrow('table unavailable');
    expect(deleted).toEqual(['sub-1']);
  });
});

describe('countRentals', () => {
  it('puts every rental in at most one bucket and counts all of them in the total', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RENTAL_STATUSES)), (statuses) => {
        const counts = countRentals(statuses);
        expect(counts.totalRentals).toBe(statuses.length);
        expect(counts.activeRentals + counts.upcomingRentals + counts.completedRentals).toBe(
          statuses.filter((status) => status !== 'cancelled').length,
        );
      }),
    );
  });

  it('counts pending, confirmed and approved as upcoming', () => {
    expect(countRentals(['pending', 'confirmed', 'approved', 'active', 'completed', 'cancelled'])).toEqual({
      activeRentals: 1,
      upcomingRentals: 3,
      completedRentals: 1,
      totalRentals: 6,
    });
  });
});

describe('anonymizedRental', () => {
  it('erases name, e-mail, phone and street and keeps city, state and ZIP', () => {
    const changes = anonymizedRental({ deliveryAddress: registration.address }, 'now');
    expect(changes).toEqual({
      customerName: DELETED_CUSTOMER_NAME,
      customerEmail: '',
      customerPhone: '',
      deliveryAddress: { street: '', city: 'Columbus', state: 'OH', zipCode: '43215' },
      customerDeleted: true,
      updatedAt: 'now',
    });
  });
});

describe('deleteCustomerAccount', () => {
  /**
   * A store and a user directory that record every step, failing the steps named in `failing` once;
   * the pool judges the password as `passwordCheck` says.
   */
  function recordingAdapters(failing: string[] = [], passwordCheck: PasswordCheck = 'correct') {
    const steps: string[] = [];
    const step = (name: string) => async () => {
      steps.push(name);
      const index = failing.indexOf(name);
      if (index >= 0) {
        failing.splice(index, 1);
        throw new Error(`${name} failed`);
      }
    };
    const rentals = [{ rentalId: 'r-1', deliveryAddress: registration.address }];
    const store = {
      entities: {
        rental: {
          query: { byCustomer: () => ({ go: async () => (await step('query rentals')(), { data: rentals }) }) },
          patch: () => ({ set: () => ({ go: step('anonymize rental') }) }),
        },
        emailVerification: { delete: () => ({ go: step('delete verification code') }) },
        customerProfile: { delete: () => ({ go: step('delete profile') }) },
      },
    } as unknown as Store;
    const users: UserDirectory = {
      createUser: async () => 'unused',
      signOutEverywhere: step('sign out everywhere'),
      deleteUser: step('delete sign-in'),
      checkPassword: async () => (await step('check password')(), passwordCheck),
      ...unusedByAccounts,
    };
    return { store, users, steps };
  }

  it('checks the password, signs out everywhere first and erases the profile last, so a retry is still let in until the end', async () => {
    const { store, users, steps } = recordingAdapters();
    await deleteCustomerAccount({ store, users, now: () => new Date() }, 'c-1', 'Secret-pass-1');
    expect(steps).toEqual(['check password', 'sign out everywhere', 'query rentals', 'anonymize rental', 'delete sign-in', 'delete verification code', 'delete profile']);
  });

  it('deletes nothing for a wrong password or a locked-out sign-in, saying so on the password field', async () => {
    for (const [check, message] of [['wrong', MESSAGES.currentPasswordWrong], ['lockedOut', MESSAGES.loginTooManyAttempts]] as const) {
      const { store, users, steps } = recordingAdapters([], check);
      await expect(deleteCustomerAccount({ store, users, now: () => new Date() }, 'c-1', 'Wrong-pass-1')).rejects.toMatchObject({
        code: 'invalid',
        message,
        fieldErrors: { password: message },
      });
      expect(steps).toEqual(['check password']);
    }
  });

  it('finishes a deletion whose sign-in is already gone (it stopped after removing it)', async () => {
    const { store, users, steps } = recordingAdapters([], 'noSignIn');
    await deleteCustomerAccount({ store, users, now: () => new Date() }, 'c-1', 'any');
    expect(steps.at(-1)).toBe('delete profile');
  });

  it('finishes on a retry after any step failed, the profile still in place until then', async () => {
    for (const failingStep of ['sign out everywhere', 'anonymize rental', 'delete sign-in', 'delete verification code', 'delete profile']) {
      const { store, users, steps } = recordingAdapters([failingStep]);
      await expect(deleteCustomerAccount({ store, users, now: () => new Date() }, 'c-1', 'Secret-pass-1')).rejects.toThrow(failingStep);
      // Nothing after the failed step ran: in particular the profile (the account check's key) stands.
      expect(steps.at(-1)).toBe(failingStep);
      await deleteCustomerAccount({ store, users, now: () => new Date() }, 'c-1', 'Secret-pass-1');
      expect(steps.at(-1)).toBe('delete profile');
    }
  });
});
