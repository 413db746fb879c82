// US ZIP reference data: each ZIP's city and state, its point, whether it has a delivery area and its
// time zone, read from the ZIP table made at build time (zip-table/build-zip-table.ts, which says
// where each field comes from). The table sits beside this module in the sources and beside the
// bundle in a Lambda asset (infra/constructs/domain-bundling.ts copies it). It is read on first use,
// not at module init, so routes that never need a ZIP never pay for it; a ZIP is then one binary
// search over the file's text, and only the service-area grid parses every row.
import { readFile } from 'node:fs/promises';
import { parseZipTable, ZIP_TABLE_PATH, type ZipTable, type ZipTableRow } from './zip-table/zip-table-format';

export interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** The ZIP covers an area a dumpster can be delivered to (false for PO box and single-business ZIPs). */
  delivers: boolean;
}

const TABLE_FILE = new URL(`./${ZIP_TABLE_PATH}`, import.meta.url);

let loading: Promise<ZipTable> | undefined;
let directory: Promise<Map<string, ZipPlace>> | undefined;

const zipTable = () =>
  (loading ??= readFile(TABLE_FILE, 'utf8').then(parseZipTable, (error: unknown) => {
    loading = undefined;
    throw new Error(`The US ZIP table is missing at ${TABLE_FILE.pathname}: \`npm run zip-table\` writes it (cdk synth puts it in the Lambda assets)`, { cause: error });
  }));

const placeOf = ({ zipCode, city, state, latitude, longitude, delivers }: ZipTableRow): ZipPlace => ({ zipCode, city, state, latitude, longitude, delivers });

async function rowOf(zipCode: string): Promise<ZipTableRow | undefined> {
  if (!/^\d{5}$/.test(zipCode)) return undefined;
  return (await zipTable()).find(zipCode);
}

export async function lookupZip(zipCode: string): Promise<ZipPlace | undefined> {
  const row = await rowOf(zipCode);
  return row && placeOf(row);
}

/**
 * The IANA time zone of a ZIP (where its delivery dates are read), or undefined for an unknown ZIP.
 * Read at the ZIP's post office, not at its delivery area's centre (the table's builder says why).
 */
export async function timeZoneOfZip(zipCode: string): Promise<string | undefined> {
  return (await rowOf(zipCode))?.timeZone;
}

/** For a ZIP the directory does not know: the contiguous states' last clock to turn over. */
const FALLBACK_TIME_ZONE = 'America/Los_Angeles';

/**
 * The clock an address's dates are read on: its ZIP's time zone, or the fallback, so a date is
 * never taken to have begun before it has begun anywhere it could be.
 */
export async function clockOfZip(zipCode: string): Promise<string> {
  return (await timeZoneOfZip(zipCode)) ?? FALLBACK_TIME_ZONE;
}

/**
 * Every US ZIP, by ZIP code: what the service-area grid is built from. Built once per process, and
 * only where a whole directory is needed; a single ZIP is looked up without it (lookupZip).
 */
export function usZipDirectory(): Promise<Map<string, ZipPlace>> {
  directory ??= zipTable().then((table) => new Map(table.rows().map((row) => [row.zipCode, placeOf(row)])));
  return directory;
}
