// The map's words and labels: its text alternative, and which primary ZIPs get a visible label.
/** A ZIP label's box in pixels (five digits of the 12px bold label), to keep labels from overlapping. */
const LABEL_WIDTH = 40;
const LABEL_HEIGHT = 14;

export interface MarkedZip {
  zipCode: string;
  x: number;
  y: number;
  /** Where the label's text starts (its baseline), when there was room for one. */
  label: { x: number; y: number } | undefined;
}

/** Where a label may go, tried in turn: upper right of the dot, upper left, lower right, lower left. */
const LABEL_OFFSETS: readonly [number, number][] = [
  [10, -8],
  [-10 - LABEL_WIDTH, -8],
  [10, 8 + LABEL_HEIGHT],
  [-10 - LABEL_WIDTH, 8 + LABEL_HEIGHT],
];

/** Primary ZIPs on the map, each labelled where its label covers no label already placed (or not at all). */
export function markPrimaryZips(points: readonly { zipCode: string; point: [number, number] | null }[]): MarkedZip[] {
  const placed: { x: number; y: number }[] = [];
  const marks: MarkedZip[] = [];
  for (const { zipCode, point } of points) {
    if (!point) continue;
    const [x, y] = point;
    const label = LABEL_OFFSETS.map(([dx, dy]) => ({ x: x + dx, y: y + dy })).find(
      (candidate) => !placed.some((other) => Math.abs(other.x - candidate.x) < LABEL_WIDTH && Math.abs(other.y - candidate.y) < LABEL_HEIGHT),
    );
    if (label) placed.push(label);
    marks.push({ zipCode, x, y, label });
  }
  return marks;
}

export function mapLabel(primaryCount: number, radiusMiles: number, total: number): string {
  const zips = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'ZIP code' : 'ZIP codes'}`;
  if (primaryCount === 0) return 'Map of the United States: no primary ZIP codes chosen yet';
  return `Map of ${zips(primaryCount).replace('ZIP', 'primary ZIP')} with a ${radiusMiles}-mile radius covering ${zips(total)}`;
}
