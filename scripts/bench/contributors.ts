// Attributes a bundle's bytes (esbuild metafile inputs) to packages, or to project folders.
export interface Contributor {
  name: string;
  bytes: number;
}

/** "node_modules/zod/v4/core/schemas.js" -> "zod/v4/core"; "functions/catalog/x.ts" -> "functions/catalog". */
export function contributorName(input: string): string {
  const marker = 'node_modules/';
  const at = input.lastIndexOf(marker);
  if (at >= 0) {
    const parts = input.slice(at + marker.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // zod ships its core and its classic API in one package: the budget analysis needs them apart.
    if (pkg === 'zod' && parts[1] === 'v4' && parts[2] && !parts[2].includes('.')) return `zod/v4/${parts[2]}`;
    return pkg;
  }
  const parts = input.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

export function topContributors(inputs: { input: string; bytes: number }[], count: number): Contributor[] {
  const totals = new Map<string, number>();
  for (const { input, bytes } of inputs) {
    const name = contributorName(input);
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
