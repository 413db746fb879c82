// /provider/dispatch: the office's board of the day's trucks. A day at a time (previous, today,
// next) or the week ahead as counts per day; the day's jobs grouped by driver (unassigned first), in
// each driver's stop order, with what a dispatcher needs on the card (kind, window, address, size,
// the customer's phone) and two actions: the driver, and the stop's place (Move up / Move down).
// Beside it (below on a phone, folded) the day's stops on a map drawn from the ZIP points.
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatWeekdayDate } from '../../../../../shared/calendar-date';
import { formatPhone, phoneHref } from '../../../../../shared/phone';
import { addDays } from '../../../../../shared/rental-dates';
import { isSupportedCalendarDate } from '../../../../../shared/schemas/calendar-date';
import { JOB_KIND_LABELS, JOB_STATUS_LABELS, type BoardDriver, type BoardJob, type DispatchBoard } from '../../../../../shared/schemas/dispatch';
import { StatusBadge } from '../../../components/status-badge';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DispatchMap, routeColourOf } from './dispatch-map';
import { useAssignJob, useDispatchBoard, useReorderStops } from './dispatch-api';
import './dispatch.css';

const UNASSIGNED = '';

interface DriverGroup {
  driverId: string;
  title: string;
  jobs: BoardJob[];
}

/** The day's jobs by driver: unassigned first, then each driver with jobs, in the board's order (stop order). */
function groupsOf(jobs: readonly BoardJob[], drivers: readonly BoardDriver[]): DriverGroup[] {
  const groups: DriverGroup[] = [{ driverId: UNASSIGNED, title: 'Unassigned', jobs: jobs.filter((job) => !job.driverId) }];
  for (const driver of drivers) {
    groups.push({ driverId: driver.driverId, title: driver.truck ? `${driver.name} · ${driver.truck}` : driver.name, jobs: jobs.filter((job) => job.driverId === driver.driverId) });
  }
  // A job still assigned to a driver no longer listed (removed) keeps a group of its own.
  const known = new Set(drivers.map((driver) => driver.driverId));
  for (const driverId of new Set(jobs.flatMap((job) => (job.driverId && !known.has(job.driverId) ? [job.driverId] : [])))) {
    groups.push({ driverId, title: 'Removed driver', jobs: jobs.filter((job) => job.driverId === driverId) });
  }
  return groups.filter((group) => group.driverId === UNASSIGNED || group.jobs.length > 0);
}

// Stable ids: after a move or an assignment the card is drawn in its new place, and the focus is
// put back on the control that moved it, so a keyboard user can keep moving the same stop.
const driverSelectId = (jobId: string) => `dispatch-driver-${jobId}`;
const moveButtonId = (jobId: string, offset: -1 | 1) => `dispatch-move-${offset < 0 ? 'up' : 'down'}-${jobId}`;

const addressLine = (job: BoardJob) => `${job.address.street ? `${job.address.street}, ` : ''}${job.address.city}, ${job.address.state} ${job.address.zipCode}`;

interface JobCardProps {
  job: BoardJob;
  drivers: readonly BoardDriver[];
  position: { index: number; count: number } | undefined;
  onAssign: (driverId: string | null) => void;
  onMove: (offset: -1 | 1) => void;
  busy: boolean;
}

function JobCard({ job, drivers, position, onAssign, onMove, busy }: JobCardProps) {
  const id = useId();
  const kind = JOB_KIND_LABELS[job.kind];
  const name = `${kind} for ${job.customerName}`;
  const colour = job.driverId ? routeColourOf(drivers, job.driverId) : undefined;
  return (
    <li className="card dispatch-job" aria-labelledby={`${id}-title`}>
      <div className="dispatch-job__head">
        <span className={colour === undefined ? 'dispatch-job__stop dispatch-job__stop--unassigned' : `dispatch-job__stop dispatch-job__stop--${colour}`} aria-hidden="true">
          {position ? position.index + 1 : '·'}
        </span>
        <h4 id={`${id}-title`} className="dispatch-job__title">
          {position && <span className="visually-hidden">Stop {position.index + 1}: </span>}
          {kind}
          <span className="dispatch-job__window">{job.timeWindow ?? 'Any time'}</span>
        </h4>
        <StatusBadge kind="job" status={job.status}>
          {JOB_STATUS_LABELS[job.status]}
        </StatusBadge>
      </div>
      <p className="dispatch-job__address">{addressLine(job)}</p>
      <p className="dispatch-job__facts">
        {job.sizeYards}-yard · Order #{job.orderNumber}
      </p>
      <p className="dispatch-job__customer">
        {job.customerName}
        {job.customerPhone && (
          <>
            {' · '}
            <a href={phoneHref(job.customerPhone)}>{formatPhone(job.customerPhone)}</a>
          </>
        )}
      </p>
      <div className="dispatch-job__actions">
        <label className="dispatch-job__driver">
          <span className="field-label">Driver</span>
          <select
            className="select-input"
            value={job.driverId ?? UNASSIGNED}
            id={driverSelectId(job.jobId)}
            disabled={job.status === 'cancelled'}
            aria-label={`Driver for the ${name}`}
            onChange={(event) => onAssign(event.target.value === UNASSIGNED ? null : event.target.value)}
          >
            <option value={UNASSIGNED}>Unassigned</option>
            {drivers.map((driver) => (
              <option key={driver.driverId} value={driver.driverId}>
                {driver.truck ? `${driver.name} (${driver.truck})` : driver.name}
              </option>
            ))}
          </select>
        </label>
        {position && position.count > 1 && (
          <div className="dispatch-job__move" role="group" aria-label={`Stop order of the ${name}`}>
            <button
              type="button"
              id={moveButtonId(job.jobId, -1)}
              className="button button--ghost button--small"
              disabled={position.index === 0}
              aria-disabled={busy || undefined}
              onClick={() => !busy && onMove(-1)}
              aria-label={`Move the ${name} up`}
            >
              Move up
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              id={moveButtonId(job.jobId, 1)}
              disabled={position.index === position.count - 1}
              aria-disabled={busy || undefined}
              onClick={() => !busy && onMove(1)}
              aria-label={`Move the ${name} down`}
            >
              Move down
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function DayBoard({ board }: { board: DispatchBoard }) {
  const assign = useAssignJob();
  const reorder = useReorderStops();
  const [mapOpen, setMapOpen] = useState(false);
  const busy = assign.isPending || reorder.isPending;
  const [refocus, setRefocus] = useState<{ jobId: string; control: 'driver' | -1 | 1 }>();

  useEffect(() => {
    if (!refocus) return;
    const { jobId, control } = refocus;
    const candidates = control === 'driver' ? [driverSelectId(jobId)] : [moveButtonId(jobId, control), moveButtonId(jobId, control === 1 ? -1 : 1)];
    const target = candidates
      .map((id) => document.getElementById(id))
      .find((element): element is HTMLButtonElement | HTMLSelectElement => element !== null && !(element as HTMLButtonElement).disabled);
    target?.focus();
  }, [board, refocus]);
  const error = assign.error ?? reorder.error;
  const groups = groupsOf(board.jobs, board.drivers);
  const ordered = groups.flatMap((group) => group.jobs);

  function move(group: DriverGroup, index: number, offset: -1 | 1) {
    const jobIds = group.jobs.map((job) => job.jobId);
    [jobIds[index], jobIds[index + offset]] = [jobIds[index + offset]!, jobIds[index]!];
    setRefocus({ jobId: group.jobs[index]!.jobId, control: offset });
    reorder.mutate({ date: board.date, driverId: group.driverId, jobIds });
  }

  if (board.jobs.length === 0) {
    return (
      <MessagePanel title="No jobs on this day">
        <p>Deliveries, swaps and pickups appear here once you approve rentals.</p>
      </MessagePanel>
    );
  }
  return (
    <div className="dispatch-day">
      <div className="dispatch-day__board">
        {error && (
          <p className="inline-error" role="alert">
            {error.message}
          </p>
        )}
        {board.drivers.length === 0 && <p className="dispatch-day__hint">Add drivers to assign these jobs to a truck.</p>}
        {groups.map((group) => (
          <section key={group.driverId || 'unassigned'} className="dispatch-group" aria-labelledby={`dispatch-group-${group.driverId || 'unassigned'}`}>
            <h3 id={`dispatch-group-${group.driverId || 'unassigned'}`} className="dispatch-group__title">
              {group.title}{' '}
              <span className="dispatch-group__count">
                ({group.jobs.length} {group.jobs.length === 1 ? 'job' : 'jobs'})
              </span>
            </h3>
            {group.jobs.length === 0 ? (
              <p className="dispatch-group__empty">Every job has a driver.</p>
            ) : (
              <ol className="dispatch-group__jobs">
                {group.jobs.map((job, index) => (
                  <JobCard
                    key={job.jobId}
                    job={job}
                    drivers={board.drivers}
                    position={group.driverId === UNASSIGNED ? undefined : { index, count: group.jobs.length }}
                    busy={busy}
                    onAssign={(driverId) => {
                      setRefocus({ jobId: job.jobId, control: 'driver' });
                      assign.mutate({ jobId: job.jobId, driverId });
                    }}
                    onMove={(offset) => move(group, index, offset)}
                  />
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
      <aside className={mapOpen ? 'dispatch-day__map' : 'dispatch-day__map dispatch-day__map--folded'} aria-label="Map of the day's stops">
        <button type="button" className="button button--ghost button--small dispatch-day__map-toggle" aria-expanded={mapOpen} onClick={() => setMapOpen(!mapOpen)}>
          {mapOpen ? 'Hide map' : 'Show map'}
        </button>
        <div className="dispatch-day__map-body">
          <DispatchMap date={board.date} jobs={ordered} drivers={board.drivers} yard={board.yard} />
        </div>
      </aside>
    </div>
  );
}

function WeekBoard({ board, onPick }: { board: DispatchBoard; onPick: (date: string) => void }) {
  const days = Array.from({ length: board.days }, (_, index) => addDays(board.date, index));
  return (
    <ul className="dispatch-week" aria-label="Jobs per day">
      {days.map((day) => {
        const jobs = board.jobs.filter((job) => job.date === day);
        const unassigned = jobs.filter((job) => !job.driverId).length;
        return (
          <li key={day}>
            <button type="button" className="card dispatch-week__day" onClick={() => onPick(day)} aria-current={day === board.today ? 'date' : undefined}>
              <span className="dispatch-week__date">{formatWeekdayDate(day)}</span>
              <span className="dispatch-week__count">{jobs.length === 0 ? 'No jobs' : `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}`}</span>
              {unassigned > 0 && <span className="dispatch-week__unassigned">{unassigned} unassigned</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function DispatchPage() {
  useDocumentTitle('Dispatch');
  const [params, setParams] = useSearchParams();
  // A date the URL names that is no calendar day shows today instead of an error.
  const asked = params.get('date') ?? '';
  const date = isSupportedCalendarDate(asked) ? asked : undefined;
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const board = useDispatchBoard(date, view === 'week' ? 7 : 1);
  const shown = board.data;

  const go = (next: { date?: string; view?: 'day' | 'week' }) => {
    const nextDate = next.date ?? date;
    const nextView = next.view ?? view;
    setParams({ ...(nextDate ? { date: nextDate } : {}), ...(nextView === 'week' ? { view: 'week' } : {}) });
  };

  function body() {
    if (board.isPending) return <LoadingPanel label="Loading the board..." />;
    if (board.isError || !shown) {
      return (
        <MessagePanel title="Failed to load the dispatch board. Please try again." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void board.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    return view === 'week' ? <WeekBoard board={shown} onPick={(day) => go({ date: day, view: 'day' })} /> : <DayBoard board={shown} />;
  }

  // The day asked for names the page at once, while the board for it still loads.
  const current = date ?? shown?.date;
  return (
    <div className="container page dispatch-page">
      <h1>Dispatch</h1>
      <p className="page__lead">Your trucks' day: assign each delivery, swap and pickup to a driver and set the order of their stops.</p>
      <div className="dispatch-toolbar">
        <div className="dispatch-toolbar__days" role="group" aria-label="Day">
          <button type="button" className="button button--ghost button--small" disabled={!current} onClick={() => go({ date: addDays(current!, view === 'week' ? -7 : -1) })}>
            {view === 'week' ? 'Previous week' : 'Previous day'}
          </button>
          <button type="button" className="button button--ghost button--small" disabled={!shown || current === shown.today} onClick={() => go({ date: shown!.today })}>
            Today
          </button>
          <button type="button" className="button button--ghost button--small" disabled={!current} onClick={() => go({ date: addDays(current!, view === 'week' ? 7 : 1) })}>
            {view === 'week' ? 'Next week' : 'Next day'}
          </button>
        </div>
        <div className="dispatch-toolbar__views" role="group" aria-label="View">
          <button type="button" className="button button--ghost button--small" aria-pressed={view === 'day'} onClick={() => go({ view: 'day' })}>
            Day
          </button>
          <button type="button" className="button button--ghost button--small" aria-pressed={view === 'week'} onClick={() => go({ view: 'week' })}>
            7 days
          </button>
        </div>
      </div>
      {current && (
        <h2 className="dispatch-page__date" aria-live="polite">
          {view === 'week' ? `${formatWeekdayDate(current)} – ${formatWeekdayDate(addDays(current, 6))}` : formatWeekdayDate(current, true)}
          {shown && current === shown.today && view === 'day' && (
            <>
              {' '}
              <span className="dispatch-page__today">(today)</span>
            </>
          )}
        </h2>
      )}
      {body()}
    </div>
  );
}
