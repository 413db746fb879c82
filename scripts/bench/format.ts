// Table and figure formatting for docs/PERFORMANCE.md.
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');

/** A Markdown table; `align` per column, 'r' right-aligns. */
export function table(header: string[], rows: (string | number)[][], align: ('l' | 'r')[] = []): string {
  const separator = header.map((_, i) => (align[i] === 'r' ? '---:' : '---'));
  return [header, separator, ...rows.map((row) => row.map(String))].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
