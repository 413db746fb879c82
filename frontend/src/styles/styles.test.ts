// The rules of the stylesheets (docs/ARCHITECTURE.md, frontend styles): every colour is a token of
// tokens.css, every custom property used is defined, and no feature leans on another feature's
// stylesheet (what several share lives in components/ or styles/).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const TOKENS = path.join(SRC, 'styles/tokens.css');

function filesUnder(folder: string, extensions: string[]): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file);
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const stylesheets = filesUnder(SRC, ['.css']);
const modules = filesUnder(SRC, ['.ts', '.tsx']).filter((file) => !/\.test\.tsx?$/.test(file));

/** Hex colours, colour functions and the named colours a hand might type. */
const RAW_COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|:\s*(?:[^;{}]*\s)?(?:white|black|red|green|blue|gray|grey|yellow|orange|purple|pink|brown|navy|silver|gold)\b/gi;

export function rawColours(css: string): string[] {
  return [...withoutComments(css).matchAll(RAW_COLOUR)].map((match) => match[0].trim());
}

/** Which feature folder a file belongs to, as a path under features/ (undefined outside features). */
const featureFolder = (file: string) => {
  const rel = relative(file);
  return rel.startsWith(`features${path.sep}`) ? path.dirname(rel) : undefined;
};

/** Folders on one branch (the same, or one inside the other) share a feature; siblings do not. */
export function sameBranch(importer: string, stylesheet: string): boolean {
  const a = `${importer}${path.sep}`;
  const b = `${stylesheet}${path.sep}`;
  return a.startsWith(b) || b.startsWith(a);
}

describe('stylesheets', () => {
  it('finds the stylesheets and modules it checks', () => {
    expect(stylesheets).toContain(TOKENS);
    expect(stylesheets.length).toBeGreaterThan(30);
    expect(modules.length).toBeGreaterThan(100);
  });

  it('have no raw colour outside tokens.css', () => {
    const offenders = stylesheets
      .filter((file) => file !== TOKENS)
      .flatMap((file) => rawColours(readFileSync(file, 'utf8')).map((colour) => `${relative(file)}: ${colour}`));
    expect(offenders).toEqual([]);
  });

  it('use only custom properties that are defined', () => {
    const css = stylesheets.map((file) => withoutComments(readFileSync(file, 'utf8'))).join('\n');
    const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    const used = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('are imported only by their own feature, or are shared from components/ or styles/', () => {
    const offenders: string[] = [];
    for (const file of modules) {
      const importer = featureFolder(file);
      const inComponents = relative(file).startsWith(`components${path.sep}`);
      for (const match of readFileSync(file, 'utf8').matchAll(/^import\s+'([^']+\.css)';/gm)) {
        const target = path.resolve(path.dirname(file), match[1]!);
        const owner = featureFolder(target);
        if (!owner) continue; // components/, styles/, app/: shared
        if (inComponents || (importer && !sameBranch(importer, owner)) || (!importer && !relative(file).startsWith('main.tsx'))) {
          offenders.push(`${relative(file)} imports ${relative(target)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('catches what the rules forbid', () => {
    expect(rawColours('.a { color: #fff; background: rgb(0 0 0 / 0.5); border-color: white; }')).toEqual(['#fff', 'rgb(', ': white']);
    expect(rawColours('.a { color: var(--color-text); border: 1px solid currentColor; background: transparent; }')).toEqual([]);
    expect(rawColours('/* #fff in a comment */ .a { color: var(--color-white); }')).toEqual([]);
    expect(sameBranch('features/provider/financials/invoices', 'features/provider/financials')).toBe(true);
    expect(sameBranch('features/provider', 'features/provider/dashboard')).toBe(true);
    expect(sameBranch('features/provider/financials', 'features/provider/dashboard')).toBe(false);
    expect(sameBranch('features/rentals', 'features/checkout')).toBe(false);
  });
});
