// The service area drawn offline: state outlines (us-atlas), the radius around each primary ZIP,
// covered ZIPs as small dots and primary ZIPs as larger marked dots, zoomed to the area served.
// Screen readers get the same facts from the svg's label.
import { geoPath } from 'd3-geo';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ServiceAreaZip } from '../../../../../shared/schemas/provider-settings';
import { fitServiceAreaProjection, radiusCircle, serviceAreaFocus } from './map-geometry';
import { mapLabel, markPrimaryZips } from './map-marks';
import { useUsAtlas, type UsAtlas } from './us-atlas';

/** jsdom and the first render have no layout: draw at this width until the real one is known. */
const DEFAULT_WIDTH = 640;

interface ServiceAreaMapProps {
  primary: readonly ServiceAreaZip[];
  covered: readonly ServiceAreaZip[];
  radiusMiles: number;
  total: number;
}

function useElementWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function ServiceAreaDrawing({ atlas, primary, covered, radiusMiles, total, width }: ServiceAreaMapProps & { atlas: UsAtlas; width: number }) {
  const height = Math.round(Math.min(480, Math.max(260, width * 0.62)));
  const projection = useMemo(
    () => fitServiceAreaProjection({ width, height, padding: Math.round(width * 0.05) }, serviceAreaFocus(primary, covered, radiusMiles), atlas.nation),
    [atlas, primary, covered, radiusMiles, width, height],
  );
  const path = useMemo(() => geoPath(projection), [projection]);
  const place = (zip: ServiceAreaZip) => projection([zip.longitude, zip.latitude]);
  const marks = markPrimaryZips(primary.map((zip) => ({ zipCode: zip.zipCode, point: place(zip) })));

  return (
    <svg
      className="service-map__svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={mapLabel(primary.length, radiusMiles, total)}
    >
      <rect className="service-map__water" width={width} height={height} />
      <path className="service-map__land" d={path(atlas.nation) ?? undefined} />
      <path className="service-map__borders" d={path(atlas.stateBorders) ?? undefined} />
      <g>
        {primary.map((zip) => (
          <path key={zip.zipCode} className="service-map__radius" data-zip={zip.zipCode} d={path(radiusCircle(zip, radiusMiles)) ?? undefined} />
        ))}
      </g>
      <g>
        {covered.map((zip) => {
          const point = place(zip);
          return point && <circle key={zip.zipCode} className="service-map__covered" data-zip={zip.zipCode} cx={point[0]} cy={point[1]} r={2.5} />;
        })}
      </g>
      <g>
        {marks.map((mark) => (
          <circle key={mark.zipCode} className="service-map__primary" data-zip={mark.zipCode} cx={mark.x} cy={mark.y} r={7} />
        ))}
      </g>
      {/* Labels last, so no dot is drawn over one. */}
      <g className="service-map__labels">
        {marks.map(
          (mark) =>
            mark.label && (
              <text key={mark.zipCode} x={mark.label.x} y={mark.label.y}>
                {mark.zipCode}
              </text>
            ),
        )}
      </g>
    </svg>
  );
}

export function ServiceAreaMap(props: ServiceAreaMapProps) {
  const atlas = useUsAtlas();
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  return (
    <figure className="service-map">
      <div ref={frameRef} className="service-map__frame">
        {atlas.data ? (
          <ServiceAreaDrawing {...props} atlas={atlas.data} width={width} />
        ) : (
          <p className="service-map__status" role="status">
            {atlas.isError ? 'The map could not be loaded.' : 'Loading map...'}
          </p>
        )}
      </div>
      <figcaption className="service-map__legend">
        <span className="service-map__key service-map__key--primary">Primary ZIP</span>
        <span className="service-map__key service-map__key--covered">Covered ZIP</span>
        <span className="service-map__key service-map__key--radius">{props.radiusMiles}-mile radius</span>
      </figcaption>
    </figure>
  );
}
