import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../../../shared/rental-dates';
import { PROVIDER_SETTINGS_MESSAGES } from '../../../../../shared/schemas/provider-settings';
import { localIsoDate } from '../../../lib/calendar-date';
import { mockBackend } from '../../../testing/cognito-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { PROVIDER_PROFILE, PROVIDER_SESSION } from '../profile/provider-profile-fixture';
import { apiRoute } from '../../../testing/api-url';

/** The calendar below the form, with no sizes stocked: it adds no alert nor Try again of its own. */
const NO_CALENDAR = { [apiRoute('getAvailabilityMonth')]: { status: 200, body: { month: '2026-12', today: '2026-12-02', sizes: [] } } };

function renderAvailability() {
  return renderRoutes('/provider/availability', undefined, { session: PROVIDER_SESSION() });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const weekday = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(input(label));
  if (text) await user.type(input(label), text);
}

async function addBlackout(user: ReturnType<typeof userEvent.setup>, date: string) {
  fireEvent.change(input('Blackout date'), { target: { value: date } });
  await user.click(screen.getByRole('button', { name: 'Add date' }));
}

describe('AvailabilityPage: booking rules', () => {
  it("fills a profile saved before booking rules with today's rules: from tomorrow, every day, no blackout dates", async () => {
    mockBackend({ ...NO_CALENDAR, [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE } });
    renderAvailability();
    expect(((await screen.findByLabelText('Lead time (days)', undefined, { timeout: 5000 })) as HTMLInputElement).value).toBe('1');
    expect(input('Turnaround (days)').value).toBe('0');
    for (const name of WEEKDAYS) expect(weekday(name).checked).toBe(true);
    expect(screen.getByText('No blackout dates: customers can book any of your delivery days.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Availability' })).toBeTruthy();
  });

  it('saves lead time, turnaround, weekdays and blackout dates, then shows what the server kept and the banner for 3 seconds', async () => {
    const later = addDays(localIsoDate(0), 40);
    const sooner = addDays(localIsoDate(0), 10);
    const saved = {
      ...PROVIDER_PROFILE,
      bookingRules: { leadTimeDays: 3, turnaroundDays: 1, deliveryWeekdays: [1, 2, 3, 4, 5, 6], blackoutDates: [sooner, later] },
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    const { calls } = mockBackend({
      ...NO_CALENDAR,
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('updateProviderBookingRules')]: { status: 200, body: saved },
    });
    const user = userEvent.setup();
    renderAvailability();
    await screen.findByLabelText('Lead time (days)', undefined, { timeout: 5000 });
    await retype(user, 'Lead time (days)', '3');
    await retype(user, 'Turnaround (days)', '1');
    await user.click(weekday('Sunday'));
    await addBlackout(user, later);
    await addBlackout(user, sooner);
    // Listed in date order, each with its own labelled Remove button.
    const items = within(screen.getByRole('list', { name: 'Blackout dates' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').getAttribute('aria-label'))).toEqual([`Remove ${longDate(sooner)}`, `Remove ${longDate(later)}`]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Save Booking Rules' }));
      expect(await screen.findByText(PROVIDER_SETTINGS_MESSAGES.bookingRulesSaved)).toBeTruthy();
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        bookingRules: { leadTimeDays: 3, turnaroundDays: 1, deliveryWeekdays: [1, 2, 3, 4, 5, 6], blackoutDates: [sooner, later] },
        expectedUpdatedAt: PROVIDER_PROFILE.updatedAt,
      });
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      expect(screen.queryByText(PROVIDER_SETTINGS_MESSAGES.bookingRulesSaved)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses what the shared schema refuses before sending: no weekday, lead time over 30, a date twice', async () => {
    const { calls } = mockBackend({ ...NO_CALENDAR, [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE } });
    const user = userEvent.setup();
    renderAvailability();
    await screen.findByLabelText('Lead time (days)', undefined, { timeout: 5000 });
    for (const name of WEEKDAYS) await user.click(weekday(name));
    await retype(user, 'Lead time (days)', '31');
    await retype(user, 'Turnaround (days)', '');
    await user.click(screen.getByRole('button', { name: 'Save Booking Rules' }));
    expect(screen.getByText('Choose at least one delivery day')).toBeTruthy();
    expect(screen.getByText('Lead time must be at most 30 days')).toBeTruthy();
    expect(screen.getByText('Turnaround must be a number')).toBeTruthy();
    expect(input('Lead time (days)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    // Fixing a field clears its message.
    await user.click(weekday('Monday'));
    expect(screen.queryByText('Choose at least one delivery day')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add date' }));
    expect(screen.getByText('Choose a date to add')).toBeTruthy();
    const date = addDays(localIsoDate(0), 5);
    await addBlackout(user, date);
    expect(screen.queryByText('Choose a date to add')).toBeNull();
    await addBlackout(user, date);
    expect(screen.getByText(`${date} is already a blackout date`)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Blackout dates' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes a blackout date by keyboard, and keeps focus in the section', async () => {
    const dates = [addDays(localIsoDate(0), 3), addDays(localIsoDate(0), 9)];
    const profile = { ...PROVIDER_PROFILE, bookingRules: { leadTimeDays: 2, turnaroundDays: 0, deliveryWeekdays: [1, 2, 3, 4, 5], blackoutDates: dates } };
    mockBackend({ ...NO_CALENDAR, [apiRoute('getProviderProfile')]: { status: 200, body: profile } });
    const user = userEvent.setup();
    renderAvailability();
    const remove = await screen.findByRole('button', { name: `Remove ${longDate(dates[0]!)}` }, { timeout: 5000 });
    expect(weekday('Saturday').checked).toBe(false);
    remove.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: `Remove ${longDate(dates[0]!)}` })).toBeNull();
    expect(screen.getByRole('button', { name: `Remove ${longDate(dates[1]!)}` })).toBeTruthy();
    expect(document.activeElement).toBe(input('Blackout date'));
    // Enter in the date field adds the date rather than saving the form.
    fireEvent.change(input('Blackout date'), { target: { value: dates[0] } });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `Remove ${longDate(dates[0]!)}` })).toBeTruthy();
  });

  it('says when the profile cannot be loaded, why a save failed, and offers a reload after a conflict', async () => {
    let status = 500;
    mockBackend({
      ...NO_CALENDAR,
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('updateProviderBookingRules')]: () =>
        status === 500
          ? { status, body: { message: 'Something went wrong. Please try again.' } }
          : { status, body: { message: PROVIDER_SETTINGS_MESSAGES.changedMeanwhile } },
    });
    const user = userEvent.setup();
    renderAvailability();
    await user.click(await screen.findByRole('button', { name: 'Save Booking Rules' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe('Failed to save changes: Something went wrong. Please try again.');
    status = 409;
    await user.click(screen.getByRole('button', { name: 'Save Booking Rules' }));
    expect(await screen.findByText(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: 'Save Booking Rules' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile)).toBeNull();
  });

  it('shows an error with Try again when the profile cannot be read', async () => {
    mockBackend({ ...NO_CALENDAR, [apiRoute('getProviderProfile')]: { status: 500, body: { message: 'Something went wrong. Please try again.' } } });
    renderAvailability();
    expect(await screen.findByText('We could not load your business profile.', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
