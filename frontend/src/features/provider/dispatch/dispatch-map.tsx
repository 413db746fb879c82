// The day's stops on a small map drawn offline: each job at its ZIP's internal point (the points
// the service-area map uses; no tile server, no street geocoding), numbered in its driver's stop
// order and joined from the yard in that order, one colour per driver; unassigned jobs hollow.
// Jobs sharing a ZIP sit on a small ring around its point so every number stays readable.
import type { BoardDriver, BoardJob, MapPoint } from '../../../../../shared/schemas/dispatch';

const WIDTH = 400;
const HEIGHT = 300;
const MARGIN = 28;
/** How many driver colours the stylesheet defines (dispatch.css); more drivers reuse them in turn. */
const ROUTE_COLOURS = 6;

interface Projected {
  x: number;
  y: number;
}

/** Equirectangular, longitude shrunk by the middle latitude's cosine: true enough across one hauler's area. */
function projection(points: readonly MapPoint[]): (point: MapPoint) => Projected {
  const lats = points.map((point) => point.latitude);
  const lngs = points.map((point) => point.longitude);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const shrink = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  // One ZIP alone still gets a box around it (about 5 km).
  const spanX = Math.max((maxLng - minLng) * shrink, 0.05);
  const spanY = Math.max(maxLat - minLat, 0.05);
  const scale = Math.min((WIDTH - 2 * MARGIN) / spanX, (HEIGHT - 2 * MARGIN) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  const centreLng = (minLng + maxLng) / 2 - spanX / shrink / 2;
  const centreLat = (minLat + maxLat) / 2 + spanY / 2;
  return (point) => ({ x: offsetX + (point.longitude - centreLng) * shrink * scale, y: offsetY + (centreLat - point.latitude) * scale });
}

export function routeColourOf(drivers: readonly BoardDriver[], driverId: string): number {
  const index = drivers.findIndex((driver) => driver.driverId === driverId);
  return (index < 0 ? drivers.length : index) % ROUTE_COLOURS;
}

interface DispatchMapProps {
  date: string;
  /** The day's jobs in board order (by driver, then stop). */
  jobs: readonly BoardJob[];
  drivers: readonly BoardDriver[];
  yard?: { label: string; point?: MapPoint };
}

export function DispatchMap({ date, jobs, drivers, yard }: DispatchMapProps) {
  const placed = jobs.filter((job): job is BoardJob & { point: MapPoint } => job.point !== undefined);
  const points = [...placed.map((job) => job.point), ...(yard?.point ? [yard.point] : [])];
  if (points.length === 0) return <p className="dispatch-map__none">No map points for this day's addresses.</p>;
  const project = projection(points);

  // Jobs at one ZIP point: spread on a ring so their numbers do not cover each other.
  const keyOf = (point: MapPoint) => `${point.latitude},${point.longitude}`;
  // The yard's own point is taken: a stop in the yard's ZIP sits beside it, not on it.
  const atPoint = new Map<string, number>(yard?.point ? [[keyOf(yard.point), 1]] : []);
  const positions = new Map<string, Projected>();
  for (const job of placed) {
    const key = keyOf(job.point);
    const index = atPoint.get(key) ?? 0;
    atPoint.set(key, index + 1);
    const base = project(job.point);
    const angle = index * 2.4;
    const ring = index === 0 ? 0 : 14 + 4 * Math.floor(index / 6);
    positions.set(job.jobId, { x: base.x + ring * Math.cos(angle), y: base.y + ring * Math.sin(angle) });
  }
  const yardAt = yard?.point ? project(yard.point) : undefined;
  const routes = drivers.flatMap((driver) => {
    const stops = placed.filter((job) => job.driverId === driver.driverId).map((job) => positions.get(job.jobId)!);
    if (stops.length === 0) return [];
    const line = [...(yardAt ? [yardAt] : []), ...stops];
    return [{ driver, colour: routeColourOf(drivers, driver.driverId), points: line.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ') }];
  });
  const unassigned = placed.filter((job) => !job.driverId).length;
  const titleId = `dispatch-map-title-${date}`;

  return (
    <figure className="dispatch-map">
      <svg className="dispatch-map__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {`Map of ${placed.length} ${placed.length === 1 ? 'stop' : 'stops'}${yardAt ? ' and the yard' : ''}, numbered in each driver's order`}
        </title>
        <rect className="dispatch-map__land" x="0" y="0" width={WIDTH} height={HEIGHT} rx="8" />
        {routes.map((route) => (
          <polyline key={route.driver.driverId} className={`dispatch-map__route dispatch-map__route--${route.colour}`} points={route.points} />
        ))}
        {yardAt && <rect className="dispatch-map__yard" x={yardAt.x - 7} y={yardAt.y - 7} width="14" height="14" rx="2" />}
        {placed.map((job) => {
          const at = positions.get(job.jobId)!;
          const colour = job.driverId ? routeColourOf(drivers, job.driverId) : undefined;
          return (
            <g key={job.jobId} className={colour === undefined ? 'dispatch-map__marker dispatch-map__marker--unassigned' : `dispatch-map__marker dispatch-map__marker--${colour}`}>
              <circle cx={at.x} cy={at.y} r="10" />
              <text x={at.x} y={at.y} dy="0.35em" textAnchor="middle">
                {job.driverId && job.stop !== undefined ? job.stop : '·'}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="dispatch-map__legend" aria-label="Map legend">
          {drivers
            .filter((driver) => placed.some((job) => job.driverId === driver.driverId))
            .map((driver) => (
              <li key={driver.driverId}>
                <span className={`dispatch-map__swatch dispatch-map__swatch--${routeColourOf(drivers, driver.driverId)}`} aria-hidden="true" />
                {driver.name}
              </li>
            ))}
          {unassigned > 0 && (
            <li>
              <span className="dispatch-map__swatch dispatch-map__swatch--unassigned" aria-hidden="true" />
              Unassigned ({unassigned})
            </li>
          )}
          {yardAt && (
            <li>
              <span className="dispatch-map__swatch dispatch-map__swatch--yard" aria-hidden="true" />
              Yard ({yard!.label})
            </li>
          )}
        </ul>
        <p className="dispatch-map__note">Stops are placed at their ZIP code's centre.</p>
      </figcaption>
    </figure>
  );
}
