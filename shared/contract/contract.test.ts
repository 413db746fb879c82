// The contract as data: operation keys unique, paths under /api with their parameters declared,
// and response schemas that are plain data. The SPA returns answers as the server sent them (it
// checks them against these schemas only in development and tests), so a response schema must not
// change what it parses: no defaults, transforms or coercions, which would make production differ.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { contract, findRouteByKey, routeKey, routes } from './contract';

type Def = { type: string; [key: string]: unknown };
const CHANGING = new Set(['default', 'prefault', 'catch', 'pipe', 'transform']);

/** Where, inside a schema, a parse would change the value (empty when it only checks). */
function changesMade(schema: z.ZodType, at = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (CHANGING.has(def.type)) return [`${at} (${def.type})`];
  if ((def as { coerce?: boolean }).coerce) return [`${at} (coerce)`];
  const children: [string, unknown][] = [];
  if (def.type === 'object') for (const [key, value] of Object.entries(def.shape as object)) children.push([`${at}.${key}`, value]);
  if (def.type === 'array') children.push([`${at}[]`, def.element]);
  if (def.type === 'record') children.push([`${at}{}`, def.valueType]);
  if (def.type === 'union') (def.options as unknown[]).forEach((option, index) => children.push([`${at}|${index}`, option]));
  if (def.type === 'intersection') children.push([at, def.left], [at, def.right]);
  if (def.type === 'tuple') (def.items as unknown[]).forEach((item, index) => children.push([`${at}[${index}]`, item]));
  if (['optional', 'nullable', 'readonly', 'nonoptional'].includes(def.type)) children.push([at, def.innerType]);
  if (def.type === 'lazy') children.push([at, (def.getter as () => unknown)()]);
  return children.flatMap(([path, child]) => changesMade(child as z.ZodType, path, seen));
}

describe('the API contract', () => {
  it('declares every operation once, each route key once, every path under /api with its parameters', () => {
    expect(routes.length).toBe(Object.keys(contract).length);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(findRouteByKey(routeKey(route))).toBe(route);
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = route.params ? Object.keys((route.params as unknown as { shape: object }).shape) : [];
      expect(declared.sort(), `${route.operation} path parameters`).toEqual(names.sort());
    }
  });

  it('has response schemas that only check, never change, what they parse', () => {
    const changing = routes.flatMap((route) => (route.response ? changesMade(route.response).map((where) => `${route.operation} ${where}`) : []));
    expect(changing).toEqual([]);
  });
});
