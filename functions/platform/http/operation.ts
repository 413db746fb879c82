// An operation is one route's handler: a thin function that calls one service. Its route in the
// contract (shared/contract) says what it takes and answers; the domain handler validates the
// inputs with the route's schemas before the operation runs, and the types below make the
// operation's parameters and its answer follow the route's schemas, so a change to a route's
// schema is a type error wherever it matters.
import type * as z from 'zod';
import type { Contract, Domain, OperationKey, OperationsOf } from '../../../shared/contract/contract';
import type { CallerAccount } from './account-check';
import type { Caller } from './caller';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaOf<K extends OperationKey, P extends 'params' | 'query' | 'body'> = Contract[K] extends { [key in P]: infer S } ? S : undefined;

export interface OperationInput<K extends OperationKey> {
  params: Parsed<SchemaOf<K, 'params'>>;
  query: Parsed<SchemaOf<K, 'query'>>;
  /** Undefined where the route reads its body raw (`rawBody`): the operation parses `rawBody` itself. */
  body: Contract[K] extends { rawBody: true } ? undefined : Parsed<SchemaOf<K, 'body'>>;
  caller: Caller | null;
  /** The caller's profile in the role the route acts in, read by the chain (null on public routes). */
  account: CallerAccount | null;
  /** Lower-case request headers (e.g. a webhook's signature). */
  headers: Record<string, string>;
  /** The body exactly as sent, for operations that verify a signature over it. */
  rawBody: string | undefined;
  /**
   * The client as the per-client limits count it (rate-limit.ts `clientIdentity`): 'user:<id>' when
   * signed in, else 'ip:<address>'; null for a client exempt from the limits.
   */
  client: string | null;
}

/** An explicit answer, for an outcome other than the route's success (another status, a refusal with data). */
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

/**
 * What an operation answers: the route's success body (sent with the route's status), nothing for a
 * 204 route, a file for a download route, or an explicit OperationResult.
 */
type Answer<K extends OperationKey> =
  | (Contract[K] extends { response: infer S extends z.ZodType }
      ? z.input<S>
      : Contract[K] extends { file: string }
        ? FileResult
        : void)
  | OperationResult;

export type OperationHandler<K extends OperationKey, Deps> = (input: OperationInput<K>, deps: Deps) => Promise<Answer<K>>;

/** Every operation of a domain, each typed by its route: a missing one is a type error. */
export type DomainOperations<D extends Domain, Deps> = { [K in OperationsOf<D>]: OperationHandler<K, Deps> };

/**
 * Some of a domain's operations, declared in the feature folder they belong to and spread into the
 * domain's entry. A key that is not one of the domain's routes is a type error.
 */
export function operationsOf<D extends Domain>() {
  // Each operation names the deps it reads; the domain's entry checks them against its own deps.
  return <T extends Partial<DomainOperations<D, never>>>(operations: T & Record<Exclude<keyof T, OperationsOf<D>>, never>): T =>
    operations;
}

export const respond = (status: number, body?: unknown, headers?: Record<string, string>) =>
  new OperationResult(status, body, headers);

export const respondFile = (body: Buffer | string, contentType: string, filename: string) =>
  new FileResult(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, contentType, filename);
