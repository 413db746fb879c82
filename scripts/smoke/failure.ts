// Why a check failed, in words an operator can act on: a wrong answer is a SmokeFailure with its
// reason; anything thrown by fetch or the SDK (a socket error, wrapped in a cause or an
// AggregateError) is named by its code, so a stack that is down reads "connection refused".

/** A check that got an answer, but not the right one. */
export class SmokeFailure extends Error {
  override name = 'SmokeFailure';
}

interface SocketErrorFields {
  code?: unknown;
  address?: unknown;
  port?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const CODE_MEANINGS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found (DNS)',
  EAI_AGAIN: 'DNS lookup failed',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed by the other side',
};

/** Every error object in the chain: the error, its causes, and an AggregateError's members (one per address tried). */
function errorChain(error: unknown, seen = new Set<unknown>()): SocketErrorFields[] {
  if (typeof error !== 'object' || error === null || seen.has(error)) return [];
  seen.add(error);
  const fields = error as SocketErrorFields;
  const members = Array.isArray(fields.errors) ? fields.errors.flatMap((member) => errorChain(member, seen)) : [];
  return [fields, ...errorChain(fields.cause, seen), ...members];
}

export function describeFailure(error: unknown): string {
  if (error instanceof SmokeFailure) return error.message;
  const chain = errorChain(error);
  const code = chain.map((link) => link.code).find((value): value is string => typeof value === 'string');
  if (code) {
    const addresses = [
      ...new Set(
        chain
          .filter((link) => typeof link.address === 'string')
          .map((link) => (link.port === undefined ? String(link.address) : `${String(link.address)}:${String(link.port)}`)),
      ),
    ];
    const meaning = CODE_MEANINGS[code] ?? (/CERT|TLS|SSL/.test(code) ? `TLS certificate not accepted (${code})` : code);
    return addresses.length ? `${meaning} (${addresses.join(', ')})` : meaning;
  }
  // A bare "fetch failed" says nothing more than its cause's message does.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}
