// Hands a file the API answered (api.getInvoicePdf, api.getReportCsv, ...) to the browser as a
// download: through a Blob URL, under the name the server gave it or the caller's fallback.
import type { DownloadedFile } from './client';

export function saveDownload(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename?.trim() || fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
