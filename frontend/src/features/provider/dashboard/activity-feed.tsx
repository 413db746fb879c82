// What happened lately, newest first, as the server derived it from the rentals.
import type { ActivityItem } from '../../../../../shared/schemas/provider-portal';
import { ACTIVITY_LABELS, activityTime } from './dashboard-format';
import { StatusBadge } from '../../../components/status-badge';

export function ActivityFeed({ items, now }: { items: readonly ActivityItem[]; now: Date }) {
  const newestFirst = [...items].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="card dashboard-panel" aria-labelledby="activity-title">
      <h2 id="activity-title" className="dashboard-card__title">
        Recent Activity
      </h2>
      {newestFirst.length === 0 ? (
        <p className="dashboard-card__note">Nothing has happened yet. New requests, payments and your actions show up here.</p>
      ) : (
        <ol className="activity-feed" aria-label="Recent activity, newest first">
          {newestFirst.map((item) => (
            <li key={`${item.rentalId}-${item.type}-${item.at}`} className={`activity-item activity-item--${item.type}`}>
              <StatusBadge kind="activity" status={item.type} className="activity-item__type">
                {ACTIVITY_LABELS[item.type]}
              </StatusBadge>
              <p className="activity-item__text">{item.text}</p>
              <time className="activity-item__time" dateTime={item.at} title={new Date(item.at).toLocaleString('en-US')}>
                {activityTime(item.at, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
