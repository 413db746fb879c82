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
