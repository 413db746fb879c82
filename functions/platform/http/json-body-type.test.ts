import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import middy from '@middy/core';
import { describe, expect, it } from 'vitest';
import { isJsonContentType, jsonBodiesOnly } from './json-body-type';
import { errorMapper } from './error-mapper';
import { MESSAGES } from '../../../shared/messages';

describe('isJsonContentType', () => {
  it('is application/json, with at most a UTF-8 charset, in any letter case', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON; Charset="utf-8"', ' application/json ']) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it('is no other type a browser can send without asking first, nor a look-alike', () => {
    for (const type of [undefined, '', 'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/json-patch+json', 'application/vnd.api+json', 'application/json; charset=latin1', 'application/json; boundary=x', 'text/json']) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});

describe('the chain\'s JSON-only step', () => {
  const ran: string[] = [];
  const handler = middy<APIGatewayProxyEventV2>()
    .use(errorMapper())
    .use(jsonBodiesOnly())
    .handler(async () => {
      ran.push('operation');
      return { statusCode: 200 };
    });
  const call = (headers: Record<string, string>, body?: string) =>
    handler({ headers, ...(body === undefined ? {} : { body }) } as APIGatewayProxyEventV2, {} as Context) as Promise<{ statusCode: number; body?: string }>;

  it('answers 415 with the message for a body of another type, and runs nothing after it', async () => {
    ran.length = 0;
    const refused = await call({ 'content-type': 'text/plain' }, '{"a":1}');
    expect(refused.statusCode).toBe(415);
    expect(JSON.parse(refused.body!)).toEqual({ message: MESSAGES.jsonBodyRequired });
    expect((await call({}, '{"a":1}')).statusCode).toBe(415);
    expect(ran).toEqual([]);
  });

  it('lets JSON bodies and requests without a body through', async () => {
    ran.length = 0;
    expect((await call({ 'Content-Type': 'application/json; charset=utf-8' }, '{"a":1}')).statusCode).toBe(200);
    expect((await call({ 'content-type': 'text/plain' })).statusCode).toBe(200);
    expect((await call({ 'content-type': 'text/plain' }, '')).statusCode).toBe(200);
    expect(ran).toEqual(['operation', 'operation', 'operation']);
  });
});
