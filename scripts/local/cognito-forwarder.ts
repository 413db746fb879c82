// The gateway's /cognito passes the site's calls on to the Cognito emulator (its guard, which
// applies the failed sign-in limit: sign-in-limit.ts) with only the headers Cognito reads.
import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface CognitoAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function forward(cognitoEndpoint: string, request: IncomingMessage, body: Buffer): Promise<CognitoAnswer> {
  const target = new URL(cognitoEndpoint);
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/',
        headers: {
          host: target.host,
          'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'),
          'x-amz-target': String(request.headers['x-amz-target'] ?? ''),
          'content-length': String(body.length),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/** Passes a call the site may make (cognito-operations.ts) on to the emulator; 502 when it does not answer. */
export function createCognitoForwarder(cognitoEndpoint: string): (request: IncomingMessage, body: Buffer) => Promise<CognitoAnswer> {
  return async (request, body) => {
    try {
      return await forward(cognitoEndpoint, request, body);
    } catch {
      return {
        status: 502,
        headers: { 'content-type': 'application/x-amz-json-1.1' },
        body: Buffer.from(JSON.stringify({ message: 'The local Cognito emulator is not answering.' })),
      };
    }
  };
}
