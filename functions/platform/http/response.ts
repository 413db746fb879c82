import type { APIGatewayProxyResultV2 } from 'aws-lambda';

export function jsonResponse(
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** A download: base64 on the wire (API Gateway decodes it), named for the browser's save dialog. */
export function fileResponse(body: Buffer, contentType: string, filename: string): APIGatewayProxyResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
    body: body.toString('base64'),
    isBase64Encoded: true,
  };
}
