// Downloads through the middy chain: an operation answering a file gets its bytes base64-encoded
// with its type and a safe attachment name, not a JSON body.
import { financialsRoutes } from '../../../shared/contract/financials';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createDomainHandler } from './domain-handler';
import { respondFile } from './operation';

const context = { functionName: 'test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const claims = { sub: 'provider-1', token_use: 'access', 'cognito:groups': '[provider]' };
// The account step's profile read, without a table: this provider's account exists.
const accounts = () => ({ read: async () => ({ role: 'provider' as const, profile: {} as never }) });

const handler = createDomainHandler(
  financialsRoutes,
  {
    getReportCsv: async () => respondFile('a,b\r\n1,2\r\n', 'text/csv; charset=utf-8', 'profit "loss".csv'),
    getReportPdf: async () => respondFile(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]), 'application/pdf', 'r.pdf'),
  } as never,
  () => ({}),
  { accounts },
);

const invoke = async (routeKey: string) =>
  (await handler(
    {
      version: '2.0',
      routeKey,
      rawPath: '/',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
      pathParameters: { reportId: '7b0f3c52-1a7e-4f0e-9a51-2f3c8d6e4b10' },
      requestContext: { requestId: 'r', http: { method: 'GET' }, authorizer: { jwt: { claims, scopes: [] } } },
    } as unknown as APIGatewayProxyEventV2,
    context,
  )) as { statusCode: number; body: string; isBase64Encoded?: boolean; headers: Record<string, string> };

describe('file downloads', () => {
  it('answers the bytes base64-encoded with the content type and an attachment name', async () => {
    const csv = await invoke('GET /api/provider/reports/{reportId}/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.isBase64Encoded).toBe(true);
    expect(Buffer.from(csv.body, 'base64').toString('utf8')).toBe('a,b\r\n1,2\r\n');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="profit__loss_.csv"');

    const pdf = await invoke('GET /api/provider/reports/{reportId}/pdf');
    expect([...Buffer.from(pdf.body, 'base64')]).toEqual([0x25, 0x50, 0x44, 0x46, 0xff]);
  });
});
