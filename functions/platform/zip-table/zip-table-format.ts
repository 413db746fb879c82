// The US ZIP table: what a request needs to know about a ZIP, one line per ZIP, sorted by ZIP. Made
// at build time from the ZIP data packages (build-zip-table.ts) and read by zip-directory.ts, so no
// request parses the packages (about 7 MB of JavaScript, 300 ms of a cold search) or runs tz-lookup.
// Plain text, because one ZIP is then a binary search over the file as read: a first search decodes
// the file once and splits no more than the line it wants.
//
// Layout: a first line "# <fingerprint>" (the packages' versions and this code's, so a build knows a
// stale table), a second line with the time zones, tab-separated, then for each ZIP:
//   ZIP \t city \t state \t latitude \t longitude \t delivers (1 or 0) \t time zone (index into line 2)
// Coordinates are written as JavaScript prints them, which reads back as the same number.

/** Where the table sits, relative to zip-directory.ts in the sources and to index.mjs in a Lambda asset. */
export const ZIP_TABLE_PATH = 'zip-data/us-zip-table.tsv';

export interface ZipTableRow {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  delivers: boolean;
  /** IANA time zone, where the ZIP's delivery dates are read. */
  timeZone: string;
}

export interface ZipTable {
  /** The ZIP's row, or undefined for a ZIP the table does not hold. */
  find(zipCode: string): ZipTableRow | undefined;
  /** Every row, in ZIP order. */
  rows(): ZipTableRow[];
}

const FIELD = '\t';
const LINE = '\n';
const ZIP_LENGTH = 5;

export function formatZipTable(rows: readonly ZipTableRow[], fingerprint: string): string {
  const sorted = [...rows].sort((a, b) => (a.zipCode < b.zipCode ? -1 : a.zipCode > b.zipCode ? 1 : 0));
  const zones = [...new Set(sorted.map((row) => row.timeZone))].sort();
  const zoneIndex = new Map(zones.map((zone, index) => [zone, index]));
  const lines = [`# ${fingerprint}`, zones.join(FIELD)];
  for (const row of sorted) {
    if (!/^\d{5}$/.test(row.zipCode)) throw new Error(`Not a ZIP: ${row.zipCode}`);
    for (const text of [row.city, row.state]) {
      if (/[\t\n\r]/.test(text)) throw new Error(`ZIP ${row.zipCode}: a tab or line break in "${text}"`);
    }
    lines.push([row.zipCode, row.city, row.state, String(row.latitude), String(row.longitude), row.delivers ? '1' : '0', zoneIndex.get(row.timeZone)].join(FIELD));
  }
  return lines.join(LINE) + LINE;
}

/** The fingerprint a table was written with (its first line), or undefined for text that is no table. */
export function zipTableFingerprint(text: string): string | undefined {
  const first = text.slice(0, text.indexOf(LINE));
  return first.startsWith('# ') ? first.slice(2) : undefined;
}

export function parseZipTable(text: string): ZipTable {
  const zonesStart = text.indexOf(LINE) + 1;
  const rowsStart = text.indexOf(LINE, zonesStart) + 1;
  if (zonesStart === 0 || rowsStart === 0) throw new Error('The ZIP table is truncated');
  const zones = text.slice(zonesStart, rowsStart - 1).split(FIELD);

  const rowOf = (line: string): ZipTableRow => {
    const [zipCode, city, state, latitude, longitude, delivers, zone] = line.split(FIELD);
    return { zipCode: zipCode!, city: city!, state: state!, latitude: Number(latitude), longitude: Number(longitude), delivers: delivers === '1', timeZone: zones[Number(zone)]! };
  };

  return {
    find(zipCode) {
      // Binary search over whole lines between rowsStart and the end: lo and hi are line starts.
      let lo = rowsStart;
      let hi = text.length;
      while (lo < hi) {
        const lineStart = text.lastIndexOf(LINE, ((lo + hi) >>> 1) - 1) + 1;
        const found = text.indexOf(LINE, lineStart);
        const lineEnd = found === -1 ? text.length : found;
        const key = text.slice(lineStart, lineStart + ZIP_LENGTH);
        if (key === zipCode) return rowOf(text.slice(lineStart, lineEnd));
        if (key < zipCode) lo = lineEnd + 1;
        else hi = lineStart;
      }
      return undefined;
    },
    rows() {
      const lines = text.slice(rowsStart).split(LINE);
      if (lines.at(-1) === '') lines.pop();
      return lines.map(rowOf);
    },
  };
}
