// Reads a request body up to a cap, as API Gateway refuses an oversized payload: past the cap it
// keeps nothing and resolves null, so a huge body can never fill the local gateway's memory. A
// declared length over the cap is refused without reading a byte. The caller answers 413 and
// discards whatever is still arriving.
import type { IncomingMessage } from 'node:http';

export function readBodyUpTo(request: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.off('data', onData);
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
