// The availability calendar: a month of one size's units (free of the stock, reserved, held by
// checkouts being paid), one size at a time, and a panel with the rentals holding a unit on the day
// chosen. The grid is a table of day buttons with one tab stop; the arrow keys move between days.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDate, formatDateSpan } from '../../../../../shared/calendar-date';
import { addDays, addMonth } from '../../../../../shared/rental-dates';
import type { CalendarDay } from '../../../../../shared/schemas/availability-calendar';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useAvailabilityDay, useAvailabilityMonth } from './availability-calendar-api';
import type { RentalStatus } from '../../../../../shared/rental-status';
import { StatusBadge } from '../../../components/status-badge';

const UTC = { timeZone: 'UTC' } as const;
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', ...UTC });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', ...UTC });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', ...UTC });
const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const monthTitle = (month: string) => MONTH_TITLE.format(dateOf(`${month}-01`));
const nextMonth = (month: string) => addMonth(`${month}-01`).slice(0, 7);
const previousMonth = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type DayState = 'free' | 'partial' | 'full';

const stateOf = (day: CalendarDay, inventory: number): DayState => (day.free === 0 ? 'full' : day.free < inventory ? 'partial' : 'free');

/** "December 3: 1 of 3 free, 2 reserved", with checkouts' holds and today when they apply. */
function dayLabel(day: CalendarDay, inventory: number, today: string): string {
  const parts = [`${day.free} of ${inventory} free`];
  if (day.reserved > 0) parts.push(`${day.reserved} reserved`);
  if (day.held > 0) parts.push(`${plural(day.held, 'held by a checkout', 'held by checkouts')}`);
  const when = day.day === today ? ' (today)' : day.day < today ? ' (past)' : '';
  return `${MONTH_DAY.format(dateOf(day.day))}${when}: ${parts.join(', ')}`;
}

/** The month's days in weeks from Sunday; null pads the first and last week. */
function weeksOf(days: CalendarDay[]): (CalendarDay | null)[][] {
  if (days.length === 0) return [];
  const cells: (CalendarDay | null)[] = [...Array<null>(dateOf(days[0]!.day).getUTCDay()).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

function Legend() {
  return (
    <ul className="availability-calendar__legend" aria-label="Legend">
      <li>
        <span className="availability-calendar__swatch availability-calendar__swatch--free" aria-hidden="true" /> All free
      </li>
      <li>
        <span className="availability-calendar__swatch availability-calendar__swatch--partial" aria-hidden="true" /> Partly booked
      </li>
      <li>
        <span className="availability-calendar__swatch availability-calendar__swatch--full" aria-hidden="true" /> Fully booked
      </li>
      <li>
        <span className="availability-calendar__held-dot" aria-hidden="true" /> Held by a checkout being paid
      </li>
      <li>
        <span className="availability-calendar__swatch availability-calendar__swatch--today" aria-hidden="true" /> Today
      </li>
      <li>
        <span className="availability-calendar__swatch availability-calendar__swatch--past" aria-hidden="true" /> Past
      </li>
    </ul>
  );
}

interface DayPanelProps {
  day: string;
  sizeYards: number;
  onClose: () => void;
}

function DayPanel({ day, sizeYards, onClose }: DayPanelProps) {
  const query = useAvailabilityDay(day, sizeYards);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, [day, sizeYards]);

  function body() {
    if (query.isPending) return <LoadingPanel label="Loading the day's rentals..." />;
    if (query.isError) {
      return (
        <MessagePanel title="Failed to load this day's rentals." tone="error" headingLevel={3}>
          <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    const { rentals, held } = query.data;
    return (
      <>
        {rentals.length === 0 ? (
          <p className="availability-calendar__panel-empty">No rental holds a {sizeYards}-yard dumpster this day.</p>
        ) : (
          <ul className="availability-calendar__rentals" aria-label={`Rentals on ${MONTH_DAY.format(dateOf(day))}`}>
            {rentals.map((rental) => (
              <li key={rental.rentalId} className="availability-calendar__rental">
                <div className="availability-calendar__rental-head">
                  <strong>{rental.customerName}</strong>
                  {/* The day answer types the status as a string; an unknown one reads grey. */}
                  <StatusBadge kind="rental" status={rental.status as RentalStatus} className="availability-calendar__status">
                    {rental.status.charAt(0).toUpperCase() + rental.status.slice(1)}
                  </StatusBadge>
                </div>
                <dl className="availability-calendar__rental-facts">
                  <div>
                    <dt>Dates</dt>
                    <dd>{formatDateSpan(rental.startDate, rental.endDate)}</dd>
                  </div>
                  {rental.reservedThrough !== rental.endDate && (
                    <div>
                      <dt>Unit back</dt>
                      <dd>after {formatCalendarDate(rental.reservedThrough)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>City</dt>
                    <dd>{rental.city}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
        {held > 0 && (
          <p className="availability-calendar__panel-held">
            {plural(held, 'checkout holds', 'checkouts hold')} a unit while the customer pays; unpaid holds are released after 30 minutes.
          </p>
        )}
        {rentals.length > 0 && (
          <p className="availability-calendar__panel-link">
            <Link to="/provider/rentals">Manage these in Rental Requests</Link>
          </p>
        )}
      </>
    );
  }

  return (
    <section className="card availability-calendar__panel" aria-labelledby={headingId}>
      <div className="availability-calendar__panel-top">
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {LONG_DAY.format(dateOf(day))} · {sizeYards}-yard
        </h3>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {body()}
    </section>
  );
}

export function AvailabilityCalendar() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [chosenSize, setChosenSize] = useState<number | undefined>(undefined);
  const [selectedDay, setSelectedDay] = useState<string | undefined>(undefined);
  const [focusDay, setFocusDay] = useState<string | undefined>(undefined);
  const moveFocus = useRef(false);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  const query = useAvailabilityMonth(month);
  const titleId = useId();

  useEffect(() => {
    if (!moveFocus.current || !focusDay) return;
    moveFocus.current = false;
    dayButtons.current.get(focusDay)?.focus();
  }, [focusDay]);

  function body() {
    if (query.isPending) return <LoadingPanel label="Loading your calendar..." />;
    if (query.isError && !query.data) {
      return (
        <MessagePanel title="Failed to load your availability calendar." tone="error" headingLevel={3}>
          <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    const data = query.data!;
    if (data.sizes.length === 0) {
      return (
        <MessagePanel title="No dumpsters in stock yet" headingLevel={3}>
          <p>The calendar counts your units per size. Add how many dumpsters of each size you own, and their days show here.</p>
          <Link to="/provider/inventory" className="button button--primary button--small">
            Go to Inventory
          </Link>
        </MessagePanel>
      );
    }
    const size = data.sizes.find((candidate) => candidate.sizeYards === chosenSize) ?? data.sizes[0]!;
    const inMonth = (day: string | undefined) => day !== undefined && size.days.some((candidate) => candidate.day === day);
    const tabStop = inMonth(focusDay) ? focusDay! : inMonth(data.today) ? data.today : size.days[0]!.day;
    const first = size.days[0]!.day;
    const last = size.days[size.days.length - 1]!.day;

    function go(to: string) {
      setSelectedDay(undefined);
      setFocusDay(undefined);
      setMonth(to);
    }

    function onGridKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
      const weekday = dateOf(day).getUTCDay();
      const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday };
      const step = moves[event.key];
      if (step === undefined) return;
      event.preventDefault();
      let target = addDays(day, step);
      if (target < first) target = first;
      if (target > last) target = last;
      moveFocus.current = true;
      setFocusDay(target);
    }

    const caption = `${monthTitle(data.month)}, ${size.sizeYards}-yard dumpsters (${size.inventory} in stock)`;
    return (
      <div className="availability-calendar__layout">
        <div className="availability-calendar__main">
          <div className="availability-calendar__toolbar">
            <div className="availability-calendar__sizes" role="group" aria-label="Dumpster size">
              {data.sizes.map((candidate) => (
                <button
                  key={candidate.sizeYards}
                  type="button"
                  className="availability-calendar__size"
                  aria-pressed={candidate.sizeYards === size.sizeYards}
                  onClick={() => setChosenSize(candidate.sizeYards)}
                >
                  {candidate.sizeYards}-yard
                </button>
              ))}
            </div>
            <div className="availability-calendar__months">
              <button type="button" className="button button--ghost button--small" onClick={() => go(previousMonth(data.month))} aria-label="Previous month">
                <span aria-hidden="true">‹</span>
                <span className="availability-calendar__nav-word"> Prev</span>
              </button>
              <p className="availability-calendar__month" aria-live="polite">
                {monthTitle(data.month)}
                {query.isFetching && query.isPlaceholderData ? <span className="visually-hidden"> (loading)</span> : null}
              </p>
              <button type="button" className="button button--ghost button--small" onClick={() => go(nextMonth(data.month))} aria-label="Next month">
                <span className="availability-calendar__nav-word">Next </span>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          </div>
          {query.isError && (
            <p className="notice availability-calendar__month-error" role="alert">
              Could not load that month.{' '}
              <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
                Try again
              </button>
            </p>
          )}
          <table className="availability-calendar__grid" aria-busy={query.isPlaceholderData || undefined}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={long} scope="col" abbr={long}>
                    <span aria-hidden="true">{short}</span>
                    <span className="visually-hidden">{long}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(size.days).map((week) => (
                <tr key={week.find(Boolean)!.day}>
                  {week.map((day, index) => {
                    if (!day) return <td key={`pad-${index}`} className="availability-calendar__pad" />;
                    const state = stateOf(day, size.inventory);
                    const classes = [
                      'availability-calendar__day',
                      `availability-calendar__day--${state}`,
                      day.day < data.today ? 'availability-calendar__day--past' : '',
                      day.day === data.today ? 'availability-calendar__day--today' : '',
                      day.day === selectedDay ? 'availability-calendar__day--selected' : '',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <td key={day.day}>
                        <button
                          ref={(element) => {
                            if (element) dayButtons.current.set(day.day, element);
                            else dayButtons.current.delete(day.day);
                          }}
                          type="button"
                          className={classes}
                          tabIndex={day.day === tabStop ? 0 : -1}
                          aria-label={dayLabel(day, size.inventory, data.today)}
                          aria-current={day.day === data.today ? 'date' : undefined}
                          aria-pressed={day.day === selectedDay}
                          onFocus={() => setFocusDay(day.day)}
                          onKeyDown={(event) => onGridKeyDown(event, day.day)}
                          onClick={() => setSelectedDay(day.day)}
                        >
                          <span className="availability-calendar__date">{Number(day.day.slice(8))}</span>
                          <span className="availability-calendar__count">
                            {day.free}/{size.inventory}
                          </span>
                          {day.held > 0 && (
                            <span className="availability-calendar__held">
                              <span className="availability-calendar__held-dot" />
                              <span className="availability-calendar__held-text">{day.held} held</span>
                            </span>
                          )}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="availability-calendar__hint">Each day shows units free of those in stock. Choose a day to see who holds a unit.</p>
          <Legend />
        </div>
        <div className="availability-calendar__side">
          {selectedDay ? (
            <DayPanel
              day={selectedDay}
              sizeYards={size.sizeYards}
              onClose={() => {
                const day = selectedDay;
                setSelectedDay(undefined);
                requestAnimationFrame(() => dayButtons.current.get(day)?.focus());
              }}
            />
          ) : (
            <p className="card availability-calendar__panel-placeholder">Choose a day to see the rentals holding a unit and any checkouts in progress.</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="card availability-calendar" aria-labelledby={titleId}>
      <h2 id={titleId}>Calendar</h2>
      <p className="availability-section__lead">How many of your dumpsters are free each day, per size, counting paid and approved rentals and checkouts being paid.</p>
      {body()}
    </section>
  );
}
