// /provider/drivers: the provider's trucks and drivers. Invite a driver by e-mail (they get a join
// link, valid 7 days), change a driver's name, phone or truck, resend an invitation not accepted
// yet, and remove a driver (with confirmation: they can no longer sign in). A removal the sign-in
// service could not finish shows as Removing, with the way to finish it.
import { useId, useState } from 'react';
import { formatPhone } from '../../../../../shared/phone';
import { driverInviteRequestSchema, driverUpdateRequestSchema, isRemovalStatus, type Driver, type DriverStatus } from '../../../../../shared/schemas/dispatch';
import { TextField } from '../../../components/form-field';
import { FormNotice } from '../../../components/form-notice';
import { ModalDialog } from '../../../components/modal-dialog';
import { StatusBadge } from '../../../components/status-badge';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useDrivers, useInviteDriver, useRemoveDriver, useResendInvitation, useUpdateDriver } from './drivers-api';
import './drivers.css';

const DRIVER_STATUS_LABELS: Record<DriverStatus, string> = { invited: 'Invited', active: 'Active', removing: 'Removing', removed: 'Removed' };

interface InviteValues {
  name: string;
  email: string;
  phone: string;
  truck: string;
}

const NO_INVITE: InviteValues = { name: '', email: '', phone: '', truck: '' };

function InviteForm() {
  const id = useId();
  const invite = useInviteDriver();
  const form = useSchemaForm({
    schema: driverInviteRequestSchema,
    initialValues: NO_INVITE,
    mutation: invite,
    onSuccess: (driver) => {
      form.reset(NO_INVITE);
      form.setNotice({ tone: 'success', text: `Invitation sent to ${driver.email}.` });
    },
  });
  return (
    <section className="card drivers-page__invite" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite a driver</h2>
      <p className="field-hint">They get an e-mail with a link to set their password. The link works for 7 days.</p>
      <form {...form.formProps} className="drivers-page__form">
        <FormNotice id={`${id}-notice`} notice={form.notice} />
        <div className="form-grid">
          <TextField label="Name" autoComplete="off" required {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="off" {...form.field('phone')} />
          <TextField label="Truck (optional)" autoComplete="off" hint="A name or plate, e.g. Truck 2" {...form.field('truck')} />
        </div>
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send Invitation'}
        </button>
      </form>
    </section>
  );
}

function EditDialog({ driver, onClose }: { driver: Driver; onClose: () => void }) {
  const id = useId();
  const update = useUpdateDriver(driver.driverId);
  const form = useSchemaForm({
    schema: driverUpdateRequestSchema,
    initialValues: { name: driver.name, phone: driver.phone ? formatPhone(driver.phone) : '', truck: driver.truck ?? '' },
    mutation: update,
    onSuccess: onClose,
  });
  return (
    <ModalDialog title={`Edit ${driver.name}`} onClose={onClose} busy={form.busy}>
      <form {...form.formProps}>
        <FormNotice id={`${id}-notice`} notice={form.notice} />
        <TextField label="Name" autoComplete="off" required {...form.field('name')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="off" {...form.field('phone')} />
        <TextField label="Truck (optional)" autoComplete="off" {...form.field('truck')} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={form.busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {form.busy ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function RemoveDialog({ driver, onClose }: { driver: Driver; onClose: () => void }) {
  const remove = useRemoveDriver(driver.driverId);
  const error = remove.isError ? (isApiError(remove.error) ? remove.error.message : 'The driver could not be removed. Please try again.') : undefined;
  return (
    <ModalDialog title={`Remove ${driver.name}?`} onClose={onClose} busy={remove.isPending}>
      <p>
        {driver.name} will no longer be able to sign in or see any stops. Their past stops stay in your records.
      </p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => remove.mutate(undefined, { onSuccess: onClose })} disabled={remove.isPending}>
          {remove.isPending ? 'Removing...' : 'Remove Driver'}
        </button>
      </div>
    </ModalDialog>
  );
}

function DriverRow({ driver }: { driver: Driver }) {
  const [dialog, setDialog] = useState<'edit' | 'remove' | undefined>();
  const resend = useResendInvitation(driver.driverId);
  const removed = isRemovalStatus(driver.status);
  return (
    <li className={`card drivers-page__driver${removed ? ' drivers-page__driver--removed' : ''}`}>
      <div className="drivers-page__head">
        <h3 className="drivers-page__name">{driver.name}</h3>
        <StatusBadge kind="driver" status={driver.status}>
          {DRIVER_STATUS_LABELS[driver.status]}
        </StatusBadge>
      </div>
      <dl className="drivers-page__facts">
        <div>
          <dt>Email</dt>
          <dd>{driver.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{driver.phone ? <a href={`tel:+1${driver.phone}`}>{formatPhone(driver.phone)}</a> : 'None'}</dd>
        </div>
        <div>
          <dt>Truck</dt>
          <dd>{driver.truck ?? 'None'}</dd>
        </div>
      </dl>
      {driver.status === 'removing' && (
        <div className="drivers-page__actions">
          <p className="field-hint">The removal did not finish: their sign-in may still work until it does.</p>
          <button type="button" className="button button--danger button--small" onClick={() => setDialog('remove')} aria-label={`Finish removing ${driver.name}`}>
            Finish Removal
          </button>
        </div>
      )}
      {!removed && (
        <div className="drivers-page__actions">
          <button type="button" className="button button--ghost button--small" onClick={() => setDialog('edit')} aria-label={`Edit ${driver.name}`}>
            Edit
          </button>
          {driver.status === 'invited' && (
            <button type="button" className="button button--ghost button--small" onClick={() => resend.mutate(undefined)} disabled={resend.isPending}>
              {resend.isPending ? 'Sending...' : 'Resend Invitation'}
            </button>
          )}
          <button type="button" className="button button--ghost button--small drivers-page__remove" onClick={() => setDialog('remove')} aria-label={`Remove ${driver.name}`}>
            Remove
          </button>
        </div>
      )}
      <p role="status" className="drivers-page__sent">
        {resend.isSuccess ? 'Invitation sent again.' : resend.isError ? 'The invitation could not be sent. Please try again.' : ''}
      </p>
      {dialog === 'edit' && <EditDialog driver={driver} onClose={() => setDialog(undefined)} />}
      {dialog === 'remove' && <RemoveDialog driver={driver} onClose={() => setDialog(undefined)} />}
    </li>
  );
}

export function DriversPage() {
  useDocumentTitle('Drivers');
  const drivers = useDrivers();

  function list() {
    if (drivers.isPending) return <LoadingPanel label="Loading drivers..." />;
    if (drivers.isError) {
      return (
        <MessagePanel title="Failed to load your drivers. Please try again." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void drivers.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    if (drivers.data.drivers.length === 0) {
      return (
        <MessagePanel title="No drivers yet.">
          <p>Invite your first driver above: they will see their stops for the day on their phone.</p>
        </MessagePanel>
      );
    }
    return (
      <ul className="drivers-page__list" aria-label="Your drivers">
        {drivers.data.drivers.map((driver) => (
          <DriverRow key={driver.driverId} driver={driver} />
        ))}
      </ul>
    );
  }

  return (
    <div className="container page drivers-page">
      <h1>Drivers</h1>
      <p className="page__lead">Your trucks and drivers. Each driver signs in on their phone and sees only the stops you give them.</p>
      <InviteForm />
      <h2 className="drivers-page__list-title">Your drivers</h2>
      {list()}
    </div>
  );
}
