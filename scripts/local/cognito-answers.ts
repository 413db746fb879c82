// What the Cognito guard (cognito-guard.ts) does to and learns from the emulator's answers: the
// `origin_jti` claim Cognito puts in the tokens of an app client with token revocation (cognito-local
// leaves it out), and the status and body of an answer, for the failed sign-in count.
import type { ServerResponse } from 'node:http';
import { decodeJwt, decodeProtectedHeader, importPKCS8, SignJWT } from 'jose';

/** Calls `listener` with the status and body the emulator answers with. */
export function onAnswer(response: ServerResponse, listener: (status: number, body: string) => void): void {
  const end = response.end.bind(response) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    listener(response.statusCode, Buffer.isBuffer(chunk) ? chunk.toString('utf8') : typeof chunk === 'string' ? chunk : '');
    return end(chunk, ...rest);
  }) as typeof response.end;
}

/**
 * Adds `origin_jti` to the tokens of the emulator's answer to a sign-in or refresh: the jti of the
 * refresh token the sign-in issued (or the refresh used), which every token of that sign-in shares.
 * Signed again with the emulator's key (PKCS#8 PEM).
 */
export function originStamp(privatePem: string): (response: ServerResponse, refreshTokenUsed: unknown) => void {
  let privateKey: ReturnType<typeof importPKCS8> | undefined;
  /** `token` signed again with `origin_jti` added (same header and claims otherwise). */
  async function withOrigin(token: unknown, originJti: string): Promise<unknown> {
    if (typeof token !== 'string') return token;
    privateKey ??= importPKCS8(privatePem, 'RS256');
    return new SignJWT({ ...decodeJwt(token), origin_jti: originJti })
      .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
      .sign(await privateKey);
  }

  return function addOriginToAnswer(response: ServerResponse, refreshTokenUsed: unknown): void {
    const end = response.end.bind(response) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      void (async () => {
        try {
          const body = JSON.parse(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk)) as { AuthenticationResult?: Record<string, unknown> };
          const result = body.AuthenticationResult;
          const refreshToken = result?.RefreshToken ?? refreshTokenUsed;
          const origin = typeof refreshToken === 'string' ? decodeJwt(refreshToken).jti : undefined;
          if (result && origin) {
            result.AccessToken = await withOrigin(result.AccessToken, origin);
            result.IdToken = await withOrigin(result.IdToken, origin);
            const text = JSON.stringify(body);
            response.setHeader('content-length', Buffer.byteLength(text));
            response.removeHeader('etag');
            end(text);
            return;
          }
        } catch {
          // Not a JSON answer with tokens (an error, a challenge): passed on as it is.
        }
        end(chunk, ...rest);
      })();
      return response;
    }) as typeof response.end;
  };
}
