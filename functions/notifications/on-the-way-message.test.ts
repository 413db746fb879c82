// The driver's "on the way": the customer hears it by e-mail and text, with the promised window.
import { describe, expect, it } from 'vitest';
import { notifiedProvider, notifiedRental } from './rental.fixture';
import { orderMessages, orderNotificationPayload } from './order-notification';

const rental = notifiedRental({ deliveryTimeWindow: '8-10 AM' });
const provider = notifiedProvider('Buckeye Bin Rentals');

describe('rental.on_the_way', () => {
  it('tells the customer their driver is on the way, with the window', () => {
    const messages = orderMessages('rental.on_the_way', orderNotificationPayload(rental, provider), {});
    expect(messages.customerEmail?.subject).toBe('Your driver is on the way (order ABCDEF12)');
    expect(messages.customerEmail?.text).toContain('Delivery window: 8-10 AM');
    expect(messages.customerSms).toBe('Your driver is on the way: order ABCDEF12, 20 yd dumpster. Window 8-10 AM.');
  });

  it('says no window when none was promised', () => {
    const { deliveryTimeWindow: _none, ...without } = rental;
    expect(orderMessages('rental.on_the_way', orderNotificationPayload(without, provider), {}).customerSms).toBe(
      'Your driver is on the way: order ABCDEF12, 20 yd dumpster.',
    );
  });
});
