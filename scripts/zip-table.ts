// `npm run zip-table`: makes the US ZIP table the functions read (functions/platform/zip-table), if
// it is missing or stale. Every entry point that needs it already does this; run it by hand after
// changing the ZIP data packages, or to look at the table.
import { ensureZipTable } from '../functions/platform/zip-table/build-zip-table';

const started = Date.now();
const file = ensureZipTable();
console.log(`US ZIP table up to date: ${file} (${Date.now() - started} ms)`);
