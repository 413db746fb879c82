import { describe, expect, it } from 'vitest';
import { deliveryTimeZones } from './provider-rentals';

describe('deliveryTimeZones', () => {
  it('gives the zone of each active rental’s delivery ZIP once, leaving out ZIPs without one', async () => {
    const at = (zipCode: string, status: 'active' | 'pending' | 'completed' = 'active') => ({
      status,
      deliveryAddress: { street: '', city: '', state: '', zipCode },
    });
    const asked: string[] = [];
    const zones: Record<string, string> = { '59801': 'America/Denver', '43215': 'America/New_York' };
    const zoneOf = async (zipCode: string) => {
      asked.push(zipCode);
      return zones[zipCode];
    };
    const rentals = [at('59801'), at('59801'), at('43215', 'pending'), at('43215', 'completed'), at('00000')];
    expect(await deliveryTimeZones(rentals, zoneOf)).toEqual({ '59801': 'America/Denver' });
    // Only active rentals can be completed: nothing else is looked up.
    expect(asked.sort()).toEqual(['00000', '59801']);
  });
});
