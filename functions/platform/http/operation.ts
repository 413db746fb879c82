// An operation is one route's handler: the zod schemas of its inputs and a thin function that
// calls one service. The domain handler validates with the schemas before `run` is called.
import type { z } from 'zod';
import type { CallerAccount } from './account-check';
import type { Caller } from './caller';

export interface OperationSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface OperationInput<S extends OperationSchemas> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
  caller: Caller | null;
  /** The caller's profile in the role the route acts in, read by the chain (null on public routes). */
  account: CallerAccount | null;
  /** Lower-case request headers (e.g. a webhook's signature). */
  headers: Record<string, string>;
  /** The body exactly as sent, for operations that verify a signature over it. */
  rawBody: string | undefined;
}

/** An explicit answer; an operation that returns a plain object answers 200 with it. */
export class OperationResult {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers?: Record<string, string>,
  ) {}
}

/** A download (a PDF, a CSV): the bytes as they are, not JSON. */
export class FileResult {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly filename: string,
  ) {}
}

export interface Operation<Deps> {
  schemas: OperationSchemas;
  run: (input: OperationInput<OperationSchemas>, deps: Deps) => Promise<OperationResult | FileResult | object>;
}

export function defineOperation<Deps, S extends OperationSchemas>(
  schemas: S,
  run: (input: OperationInput<S>, deps: Deps) => Promise<OperationResult | FileResult | object>,
): Operation<Deps> {
  return { schemas, run: run as Operation<Deps>['run'] };
}

export const respond = (status: number, body?: unknown, headers?: Record<string, string>) =>
  new OperationResult(status, body, headers);

export const respondFile = (body: Buffer | string, contentType: string, filename: string) =>
  new FileResult(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, contentType, filename);
