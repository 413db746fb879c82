// /provider/availability: when customers can book a delivery. The booking rules (lead time,
// turnaround, delivery weekdays, blackout dates), and the calendar of units free per size and day.
import { useDocumentTitle } from '../../../components/use-document-title';
import { ProviderProfileGate } from '../profile/provider-profile-gate';
import { AvailabilityCalendar } from './availability-calendar';
import { BookingRulesForm } from './booking-rules-form';
import './availability.css';

export function AvailabilityPage() {
  useDocumentTitle('Availability');
  return (
    <div className="container page">
      <h1>Availability</h1>
      <p className="page__lead">Choose how much notice you need and the days you deliver on. Checkout only offers those days.</p>
      <ProviderProfileGate>
        {(profile, generation, reload) => <BookingRulesForm key={generation} profile={profile} onReload={reload} />}
      </ProviderProfileGate>
      <AvailabilityCalendar />
    </div>
  );
}
