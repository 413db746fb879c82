// The local stack serves the API's OpenAPI document, and it is a valid OpenAPI 3.1 document that
// lists every route of the contract with its request and response schemas.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../shared/contract/contract';
import { api } from '../support/stack-client';

describe('GET /api/openapi.json', () => {
  it('serves a valid OpenAPI 3.1 document with every route, its inputs and its response', async () => {
    const response = await api('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = await response.json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');

    const listed = Object.entries(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(routes.map(routeKey).sort());
    for (const route of routes) {
      const operation = document.paths[route.path][route.method.toLowerCase()];
      if (route.body) expect(operation.requestBody.content['application/json'].schema, route.operation).toBeTruthy();
      if (route.query) expect(operation.parameters.some((parameter: { in: string }) => parameter.in === 'query'), route.operation).toBe(true);
      if (route.response) expect(operation.responses[String(route.status ?? 200)].content['application/json'].schema, route.operation).toBeTruthy();
    }
  });
});
