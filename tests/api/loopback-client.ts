// Requests to the gateway from other loopback addresses than 127.0.0.1, which the shared test
// stack exempts from the abuse limits: 127.x.y.z binds on Linux, and the gateway sees the address
// as the socket's remote address (API Gateway's source IP), so each is a genuinely different client.
import { request as httpRequest } from 'node:http';
import { stackUrl } from '../support/stack-client';

// Every test file counts from its own random block, so two files never share a client.
const block = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
let nextHost = 10;
/** A loopback address no other test of this run connects from. */
export const newClientIp = () => `${block}.${(nextHost += 1)}`;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP request to the gateway (or another of the stack's ports) from the given local address. */
export function send(
  fromIp: string,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
  port = Number(new URL(stackUrl()).port),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: fromIp,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          answered = true;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    // A refused upload may still be writing when the gateway closes the connection (EPIPE): the
    // answer has been read by then, or the error is real.
    request.on('error', (error) => {
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 200);
    });
    request.end(body);
  });
}

