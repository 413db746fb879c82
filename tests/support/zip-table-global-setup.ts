// Vitest global setup of the projects whose code reads US ZIPs in this process: the ZIP table
// (functions/platform/zip-table) is made at build time and not committed, so a run makes it first
// when it is missing or stale (a no-op otherwise).
import { ensureZipTable } from '../../functions/platform/zip-table/build-zip-table';

export default function setup(): void {
  ensureZipTable();
}
