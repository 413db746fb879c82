// /driver: the driver's day on their phone. Today's stops in stop order, each with what the driver
// needs at the curb (kind, window, the address as a maps link, size, customer, tap-to-call) and the
// buttons the stop's state allows (shared/driver-stops.ts, the rule the server applies): On the Way,
// then Delivered (with a photo of where the dumpster was placed), Picked Up (with the landfill's
// weight ticket) or Swapped.
import { useId, useState } from 'react';
import { formatWeekdayDate } from '../../../../shared/calendar-date';
import { stopActions } from '../../../../shared/driver-stops';
import { formatPhone } from '../../../../shared/phone';
import { weightTicketSchema, type Job, type JobKind, type JobStatus } from '../../../../shared/schemas/dispatch';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { StatusBadge } from '../../components/status-badge';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useDelivered, useDriverJobs, useOnTheWay, usePickedUp, useSwapped } from './driver-api';
import './driver.css';

const KIND_LABELS: Record<JobKind, string> = { delivery: 'Delivery', pickup: 'Pickup', swap: 'Swap' };
const STATUS_LABELS: Record<JobStatus, string> = { scheduled: 'Scheduled', on_the_way: 'On the way', done: 'Done', cancelled: 'Cancelled' };

const failure = (error: unknown) => (isApiError(error) ? error.message : 'That did not go through. Check your connection and try again.');

const oneLine = (address: Job['address']) => `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`;

function PhotoInput({ label, onChange }: { label: string; onChange: (file: File | undefined) => void }) {
  const id = useId();
  return (
    <div className="driver-stop__photo">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="file-input" type="file" accept="image/*" capture="environment" onChange={(event) => onChange(event.target.files?.[0])} />
    </div>
  );
}

function DeliverForm({ job, onDone }: { job: Job; onDone: () => void }) {
  const delivered = useDelivered(job.jobId);
  const [photo, setPhoto] = useState<File | undefined>();
  return (
    <form
      className="driver-stop__form"
      onSubmit={(event) => {
        event.preventDefault();
        delivered.mutate({ ...(photo ? { photo } : {}) }, { onSuccess: onDone });
      }}
    >
      <PhotoInput label="Photo of where the dumpster was placed (optional)" onChange={setPhoto} />
      {delivered.isError && (
        <p className="inline-error" role="alert">
          {failure(delivered.error)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={delivered.isPending}>
        {delivered.isPending ? 'Saving...' : 'Mark Delivered'}
      </button>
    </form>
  );
}

function PickupForm({ job, onDone }: { job: Job; onDone: () => void }) {
  const id = useId();
  const pickedUp = usePickedUp(job.jobId);
  const form = useSchemaForm({
    schema: weightTicketSchema,
    initialValues: { tons: '', ticketNumber: '', photo: undefined as File | undefined },
    toInput: ({ tons, ticketNumber }) => ({ tons: tons.trim() === '' ? undefined : Number(tons), ticketNumber }),
    toVariables: (ticket, values) => ({ ticket, ...(values.photo ? { photo: values.photo } : {}) }),
    mutation: pickedUp,
    onSuccess: onDone,
  });
  return (
    <form {...form.formProps} className="driver-stop__form">
      <FormNotice id={`${id}-notice`} notice={form.notice} />
      <TextField label="Weight (tons)" inputMode="decimal" autoComplete="off" hint="From the landfill's ticket, e.g. 2.35" {...form.field('tons')} />
      <TextField label="Ticket number" autoComplete="off" {...form.field('ticketNumber')} />
      <PhotoInput label="Photo of the weight ticket (optional)" onChange={(file) => form.set('photo', file)} />
      <button type="submit" className="button button--primary button--block" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Mark Picked Up'}
      </button>
    </form>
  );
}

function StopActions({ job }: { job: Job }) {
  const [finishing, setFinishing] = useState(false);
  const onTheWay = useOnTheWay(job.jobId);
  const swapped = useSwapped(job.jobId);
  const actions = stopActions(job);
  if (actions.length === 0) return null;
  const error = onTheWay.isError ? onTheWay.error : swapped.isError ? swapped.error : undefined;
  return (
    <div className="driver-stop__actions">
      {error !== undefined && (
        <p className="inline-error" role="alert">
          {failure(error)}
        </p>
      )}
      {actions.includes('on_the_way') && (
        <button type="button" className="button button--accent button--block" onClick={() => onTheWay.mutate(undefined)} disabled={onTheWay.isPending}>
          {onTheWay.isPending ? 'Telling the customer...' : 'On the Way'}
        </button>
      )}
      {actions.includes('swapped') && (
        <button type="button" className="button button--primary button--block" onClick={() => swapped.mutate(undefined)} disabled={swapped.isPending}>
          {swapped.isPending ? 'Saving...' : 'Mark Swapped'}
        </button>
      )}
      {(actions.includes('delivered') || actions.includes('picked_up')) &&
        (finishing ? (
          job.kind === 'delivery' ? (
            <DeliverForm job={job} onDone={() => setFinishing(false)} />
          ) : (
            <PickupForm job={job} onDone={() => setFinishing(false)} />
          )
        ) : (
          <button type="button" className="button button--primary button--block" onClick={() => setFinishing(true)}>
            {job.kind === 'delivery' ? 'Delivered' : 'Picked Up'}
          </button>
        ))}
    </div>
  );
}

function Stop({ job, position }: { job: Job; position: number }) {
  const titleId = useId();
  const address = oneLine(job.address);
  return (
    <li className={`card driver-stop driver-stop--${job.status}`} aria-labelledby={titleId}>
      <div className="driver-stop__head">
        <h2 id={titleId} className="driver-stop__title">
          Stop {job.stop ?? position}: {KIND_LABELS[job.kind]}
        </h2>
        <StatusBadge kind="job" status={job.status}>
          {STATUS_LABELS[job.status]}
        </StatusBadge>
      </div>
      <p className="driver-stop__window">{job.timeWindow ?? 'Any time today'}</p>
      <p className="driver-stop__address">
        <a href={`https://maps.google.com/?q=${encodeURIComponent(address)}`} target="_blank" rel="noreferrer">
          {address}
          <span className="visually-hidden"> (opens maps)</span>
        </a>
      </p>
      <dl className="driver-stop__facts">
        <div>
          <dt>Size</dt>
          <dd>{job.sizeYards}-yard dumpster</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{job.customerName}</dd>
        </div>
        {job.customerPhone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:+1${job.customerPhone}`} aria-label={`Call ${job.customerName} at ${formatPhone(job.customerPhone)}`}>
                {formatPhone(job.customerPhone)}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <StopActions job={job} />
    </li>
  );
}

export function DriverPage() {
  useDocumentTitle("Today's Stops");
  const jobs = useDriverJobs();

  function body() {
    if (jobs.isPending) return <LoadingPanel label="Loading your stops..." />;
    if (jobs.isError) {
      return (
        <MessagePanel title="Failed to load your stops. Please try again." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void jobs.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    if (jobs.data.jobs.length === 0) {
      return (
        <MessagePanel title="No stops for you today.">
          <p>When your dispatcher gives you stops, they show here in order.</p>
        </MessagePanel>
      );
    }
    return (
      <ol className="driver-page__stops" aria-label="Your stops in order">
        {jobs.data.jobs.map((job, index) => (
          <Stop key={job.jobId} job={job} position={index + 1} />
        ))}
      </ol>
    );
  }

  return (
    <div className="container page driver-page">
      <h1>Today&apos;s Stops</h1>
      {jobs.data && <p className="page__lead">{formatWeekdayDate(jobs.data.date)}</p>}
      {body()}
    </div>
  );
}
