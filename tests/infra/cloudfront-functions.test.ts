// The marketplace's two CloudFront Functions as the distribution runs them: each function's code
// exactly as synthesized for dev and prod, held to the cloudfront-js-2.0 runtime's rules, then run
// against viewer requests in CloudFront's event structure, each through the cache behaviour its
// path takes (so /media/* gets whatever the distribution attaches there: nothing).
//
// The rules, from the CloudFront Developer Guide (docs.aws.amazon.com/AmazonCloudFront/latest/
// DeveloperGuide/), checked by tests/infra/cloudfront-runtime.ts on the parsed code:
// - at most 10 KB ("Quotas on CloudFront Functions", cloudfront-limits.html: maximum function size,
//   not adjustable);
// - no require or import: the runtime loads only its own modules (crypto and querystring by
//   require, cloudfront by import), and since these functions use none, any module is refused;
// - "Restricted features" (functions-javascript-runtime-20.html): no eval or Function
//   constructor, no timers (setTimeout, setImmediate, clearTimeout), no process, no file system,
//   no network (fetch, XMLHttpRequest); and no Node globals such as Buffer (the runtime's Buffer is
//   a module);
// - the language of "Core features" on the same page: the ES 5.1 statements plus const, let and
//   async/await (async only on a top-level function), template literals, arrow functions, rest
//   parameters and `**`, parsed as a strict module of ES2021 at most; refused: classes,
//   destructuring, spread, default values, for-of, optional chaining, `??`, logical assignment,
//   generators, BigInt, shorthand/computed/method properties;
// - only the globals the page lists (built-in objects, error types, globals), console.log with one
//   argument, and a top-level handler(event).
// The handler then runs in a node:vm realm with nothing but those globals (eval and Function
// construction throw there too), its event and answer passed as JSON.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { MEDIA_FOLDERS, mediaUrl } from '../../functions/platform/files/media';
import { clientIpOf } from '../../functions/platform/rate-limit/window';
import { VIEWER_ADDRESS_HEADER } from '../../shared/abuse-limits';
import { ROUTE_DOCUMENTS, routeDocumentFor } from '../../shared/route-documents';
import { stackFor } from './build-stack';
import {
  type CloudFrontRequest,
  headerValuesSentOn,
  loadViewerRequestHandler,
  matchesPathPattern,
  MAX_FUNCTION_BYTES,
  RUNTIME_GLOBALS,
  runtimeViolations,
  type ViewerRequestEvent,
} from './cloudfront-runtime';

const LISTING_ID = '3f2a9c1e-8b4d-4e6f-9a1b-2c3d4e5f6a7b';
const PROVIDER_ID = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';
const INVOICE_ID = 'c0ffee00-1234-4abc-9def-0123456789ab';
const RENTAL_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const LINK_KEY = '0123456789abcdef0123456789abcdef01234567';
const VIEWER_IP = '203.0.113.7';
const CLOUDFRONT_EDGE_IP = '130.176.0.1';

/** A viewer request as CloudFront hands it to a function: lowercase header names, cookies apart. */
function viewerRequest(
  uri: string,
  { method = 'GET', querystring = {}, headers = {}, cookies = {}, ip = VIEWER_IP }: Partial<Omit<CloudFrontRequest, 'uri'>> & { ip?: string } = {},
): ViewerRequestEvent {
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: 'EXAMPLEntjQpEXAMPLE_SG5Z-EXAMPLEPmPfEXAMPLEu3EqEXAMPLE==',
    },
    viewer: { ip },
    request: {
      method,
      uri,
      querystring,
      headers: { host: { value: 'd111111abcdef8.cloudfront.net' }, accept: { value: 'text/html' }, ...headers },
      cookies,
    },
  };
}

interface CacheBehaviour {
  pathPattern: string;
  /** The viewer-request function on the behaviour: its logical id and synthesized code. */
  viewerRequest?: { functionId: string; code: string };
}

/** The stage's distribution as CloudFront serves a request: its behaviours in order, then the default. */
function edgeOf(stage: string) {
  const { template } = stackFor(stage);
  const functions = template.findResources('AWS::CloudFront::Function');
  const distributions = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const config = distributions[0]!.Properties.DistributionConfig;
  const settings: { pathPattern: string; behaviour: any }[] = [
    ...(config.CacheBehaviors as any[]).map((behaviour) => ({ pathPattern: String(behaviour.PathPattern), behaviour })),
    { pathPattern: '*', behaviour: config.DefaultCacheBehavior },
  ];
  const behaviours: CacheBehaviour[] = settings.map(({ pathPattern, behaviour }) => {
    const association = (behaviour.FunctionAssociations ?? []).find((candidate: any) => candidate.EventType === 'viewer-request');
    if (!association) return { pathPattern };
    const [functionId] = association.FunctionARN['Fn::GetAtt'] as [string, string];
    return { pathPattern, viewerRequest: { functionId, code: String(functions[functionId]!.Properties.FunctionCode) } };
  });

  const handlers = new Map<string, (event: ViewerRequestEvent) => unknown>();
  /** The behaviour a request takes, and the request as its viewer-request function (if any) returns it. */
  const serve = (event: ViewerRequestEvent): { pathPattern: string; request: unknown } => {
    const behaviour = behaviours.find(({ pathPattern }) => matchesPathPattern(pathPattern, event.request.uri))!;
    if (!behaviour.viewerRequest) return { pathPattern: behaviour.pathPattern, request: structuredClone(event.request) };
    const { code } = behaviour.viewerRequest;
    if (!handlers.has(code)) handlers.set(code, loadViewerRequestHandler(code));
    return { pathPattern: behaviour.pathPattern, request: handlers.get(code)!(event) };
  };
  return { functions, distributions, settings, behaviours, serve };
}

/** The API's own reading of the viewer address (the per-client limits): API Gateway joins a repeated header with commas. */
const addressTheApiCounts = (headerValues: string[]) =>
  clientIpOf(
    { headers: { [VIEWER_ADDRESS_HEADER]: headerValues.join(',') }, requestContext: { http: { sourceIp: CLOUDFRONT_EDGE_IP } } } as unknown as APIGatewayProxyEventV2,
    VIEWER_ADDRESS_HEADER,
  );

describe.each(['dev', 'prod'])('%s CloudFront functions', (stage) => {
  const { functions, distributions, settings, behaviours, serve } = edgeOf(stage);

  it('runs SpaRewrite on the SPA and ApiViewerAddress on /api/*, both on cloudfront-js-2.0, and no function on /media/*', () => {
    expect(distributions).toHaveLength(1);
    expect(
      behaviours.map(({ pathPattern, viewerRequest }) => [pathPattern, viewerRequest && /SpaRewrite|ApiViewerAddress/.exec(viewerRequest.functionId)?.[0]]),
    ).toEqual([
      ['/media/*', undefined],
      ['/api/*', 'ApiViewerAddress'],
      ['*', 'SpaRewrite'],
    ]);
    // Only viewer requests are emulated here: a function on another event would go untested.
    for (const { pathPattern, behaviour } of settings) {
      for (const association of behaviour.FunctionAssociations ?? []) expect(association.EventType, pathPattern).toBe('viewer-request');
      expect(behaviour.LambdaFunctionAssociations, pathPattern).toBeUndefined();
    }
    expect(Object.keys(functions)).toHaveLength(2);
    for (const fn of Object.values(functions)) {
      expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
      expect(fn.Properties.FunctionConfig.KeyValueStoreAssociations).toBeUndefined();
    }
  });

  it("keeps each function's synthesized code within the runtime's rules", () => {
    for (const [functionId, fn] of Object.entries(functions)) {
      expect(runtimeViolations(String(fn.Properties.FunctionCode)), functionId).toEqual([]);
    }
  });

  describe('the SPA', () => {
    it('serves every route shell for its path', () => {
      for (const { path, document } of ROUTE_DOCUMENTS) {
        const paths = path.endsWith('/') ? [`${path}${LISTING_ID}`, `${path}${LISTING_ID}/`] : [path, `${path}/`];
        for (const uri of paths) {
          const event = viewerRequest(uri);
          expect(serve(event), uri).toEqual({ pathPattern: '*', request: { ...event.request, uri: `/${document}` } });
        }
      }
    });

    it.each([
      ['the home page', '/', '/index.html'],
      ['search results', '/results', '/results.html'],
      ['a dumpster listing', `/dumpster/${LISTING_ID}`, '/dumpster.html'],
      ["a provider's invoice", `/provider/financials/invoice/${INVOICE_ID}`, '/index.html'],
      ['the invoice editor', `/provider/financials/edit-invoice/${INVOICE_ID}`, '/index.html'],
      ['an invoice pay link', `/pay/invoice/${INVOICE_ID}/${LINK_KEY}`, '/index.html'],
      ['an order manage link', `/order/${RENTAL_ID}/${LINK_KEY}`, '/index.html'],
      ["checkout with a provider's dumpster", `/checkout/${PROVIDER_ID}`, '/index.html'],
      ['an unknown deep link', '/haulers/chicago/roll-off', '/index.html'],
      ['a near miss of a shell route', '/results-old', '/index.html'],
      ['the listing route without a listing', '/dumpster/', '/index.html'],
    ])('serves %s (%s) with %s, the shell the local site picks', (_page, uri, shell) => {
      const event = viewerRequest(uri);
      expect(serve(event)).toEqual({ pathPattern: '*', request: { ...event.request, uri: shell } });
      expect(routeDocumentFor(uri)).toBe(shell);
    });

    it('passes static assets and other files through unchanged', () => {
      for (const uri of ['/assets/index-4f2a9c1e.js', '/assets/results-page-8b4d4e6f.css', '/favicon.ico', '/favicon.svg', '/config.json', '/index.html', '/results.html']) {
        const event = viewerRequest(uri);
        expect(serve(event), uri).toEqual({ pathPattern: '*', request: event.request });
      }
    });

    it('keeps the query string, headers and cookies of a rewritten request', () => {
      const event = viewerRequest('/results', {
        querystring: {
          zip: { value: '60601' },
          size: { value: '20-yard' },
          addOn: { value: 'extra-day', multiValue: [{ value: 'extra-day' }, { value: 'extra-ton' }] },
        },
        headers: { 'accept-language': { value: 'en-US' } },
        cookies: { session: { value: 'opaque' } },
      });
      expect(serve(event)).toEqual({ pathPattern: '*', request: { ...event.request, uri: '/results.html' } });
    });
  });

  describe('the API', () => {
    it("hands the API the viewer's address from event.viewer.ip, the request otherwise as sent", () => {
      const event = viewerRequest('/api/search', { querystring: { zip: { value: '60601' } }, headers: { accept: { value: 'application/json' } } });
      expect(serve(event)).toEqual({
        pathPattern: '/api/*',
        request: { ...event.request, headers: { ...event.request.headers, [VIEWER_ADDRESS_HEADER]: { value: VIEWER_IP } } },
      });
    });

    it('replaces a viewer address the viewer sent itself, so the API counts the real viewer', () => {
      const forged = viewerRequest('/api/provider-requests', { method: 'POST', headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } } });
      const { request } = serve(forged) as { request: CloudFrontRequest };
      expect(request).toEqual({ ...forged.request, headers: { ...forged.request.headers, [VIEWER_ADDRESS_HEADER]: { value: VIEWER_IP } } });
      expect(addressTheApiCounts(headerValuesSentOn(forged.request, request, VIEWER_ADDRESS_HEADER))).toBe(VIEWER_IP);
    });

    it('puts the viewer first when the viewer sent the header twice, which is the address the API counts', () => {
      const forged = viewerRequest('/api/customers', {
        method: 'POST',
        headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1', multiValue: [{ value: '10.0.0.1' }, { value: '10.0.0.2' }] } },
      });
      const { request } = serve(forged) as { request: CloudFrontRequest };
      const sent = headerValuesSentOn(forged.request, request, VIEWER_ADDRESS_HEADER);
      expect(sent[0]).toBe(VIEWER_IP);
      expect(addressTheApiCounts(sent)).toBe(VIEWER_IP);
    });

    it('writes an IPv6 viewer in brackets, which the API reads back as that viewer and no other', () => {
      const viewers = ['2001:db8::1', '2001:db8::2', '2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:8d3:1319:8a2e:370:7348'];
      for (const ip of viewers) {
        const event = viewerRequest('/api/zip-requests', { method: 'POST', ip });
        const { request } = serve(event) as { request: CloudFrontRequest };
        expect(request, ip).toEqual({ ...event.request, headers: { ...event.request.headers, [VIEWER_ADDRESS_HEADER]: { value: `[${ip}]` } } });
        expect(addressTheApiCounts(headerValuesSentOn(event.request, request, VIEWER_ADDRESS_HEADER)), ip).toBe(ip);
      }
    });
  });

  describe('media', () => {
    it('sends /media/* to the uploads bucket untouched: no shell for an image key without an extension, no viewer address', () => {
      for (const key of [`${MEDIA_FOLDERS.listingImages}${PROVIDER_ID}/${LISTING_ID}`, `${MEDIA_FOLDERS.providerLogos}${PROVIDER_ID}/${INVOICE_ID}`]) {
        const event = viewerRequest(mediaUrl(key), { headers: { accept: { value: 'image/webp,image/*' } } });
        expect(serve(event), key).toEqual({ pathPattern: '/media/*', request: event.request });
      }
    });
  });
});

describe('the cloudfront-js-2.0 rules', () => {
  const plain = (body: string) => `function handler(event) {\n  var request = event.request;\n${body}\n  return request;\n}`;

  it('refuses modules, the network, timers, process, Buffer and dynamic code', () => {
    expect(runtimeViolations(plain("  var crypto = require('crypto');"))).toEqual([expect.stringMatching(/^line 3: require: modules: /)]);
    expect(runtimeViolations(`import cf from 'cloudfront';\n${plain('')}`)).toEqual([expect.stringMatching(/^line 1: import: /)]);
    expect(runtimeViolations(plain("  fetch('https://example.com/ban-list');"))).toEqual(['line 3: fetch: network access: no network calls']);
    expect(runtimeViolations(plain('  var xhr = new XMLHttpRequest();'))).toEqual(['line 3: XMLHttpRequest: network access: no network calls']);
    expect(runtimeViolations(plain('  setTimeout(function () {}, 10);'))).toEqual(['line 3: setTimeout: timers: a function runs synchronously to completion']);
    expect(runtimeViolations(plain('  request.uri = process.env.SHELL_PATH;'))).toEqual(['line 3: process: process access: there is no process object']);
    expect(runtimeViolations(plain("  request.uri = Buffer.from(request.uri).toString('base64');"))).toEqual([expect.stringMatching(/^line 3: Buffer: /)]);
    expect(runtimeViolations(plain("  eval('request.uri = \"/\"');"))).toEqual(['line 3: eval: dynamic code evaluation: eval() throws']);
    expect(runtimeViolations(plain("  new Function('return 1')();"))).toEqual(['line 3: dynamic code evaluation: Function constructors throw']);
    expect(runtimeViolations(plain('  Function.prototype.call.call(function () {}, null);'))).toEqual([]);
  });

  it('refuses syntax the runtime does not document, and names it', () => {
    const cases: [string, string][] = [
      ['  var { uri } = request;', 'destructuring'],
      ['  var shell = request.headers?.accept;', 'optional chaining'],
      ["  var shell = request.uri ?? '/';", 'nullish coalescing'],
      ['  for (const name of Object.keys(request.headers)) {}', 'for-of'],
      ['  class Shell {}', 'classes'],
      ['  var names = [...Object.keys(request.headers)];', 'spread'],
      ['  var pick = function (uri = "/") { return uri; };', 'default values'],
      ['  var later = async function () {};', 'async closures'],
      ['  var count = 10n;', 'BigInt'],
      ["  request.uri ||= '/';", 'the ||= operator'],
      ['  var headers = { request };', 'shorthand'],
      ["  console.log('uri', request.uri);", 'console.log takes one argument'],
    ];
    for (const [body, reason] of cases) {
      expect(runtimeViolations(plain(body)), body).toEqual([expect.stringContaining(reason)]);
    }
    expect(runtimeViolations(plain('  with (request) {}'))).toEqual([expect.stringMatching(/^syntax: /)]);
    expect(runtimeViolations(plain("  console.log('uri ' + request.uri);\n  var n = 2 ** 3;\n  let shell = `/${'index'}.html`;"))).toEqual([]);
  });

  it('refuses code over the 10 KB function size quota, and code without a handler', () => {
    const padding = `var TABLE = '${'x'.repeat(MAX_FUNCTION_BYTES)}';\n`;
    expect(runtimeViolations(padding + plain(''))).toEqual([expect.stringMatching(/^size: \d+ bytes, over the 10240-byte \(10 KB\) function size quota$/)]);
    expect(runtimeViolations('function handle(event) { return event.request; }')).toEqual([
      'handler: the runtime calls a top-level function handler(event), and there is none',
    ]);
    expect(() => loadViewerRequestHandler(plain("  var crypto = require('crypto');"))).toThrow(/require: modules/);
  });

  it("runs a handler in a realm with the runtime's globals and nothing of Node's", () => {
    const globals = loadViewerRequestHandler('function handler(event) { return Object.getOwnPropertyNames(globalThis); }')(viewerRequest('/')) as string[];
    expect(globals.filter((name) => name !== 'handler').every((name) => (RUNTIME_GLOBALS as readonly string[]).includes(name))).toBe(true);
    expect(globals).not.toContain('require');
    expect(globals).not.toContain('process');
    expect(globals).not.toContain('fetch');
    expect(globals).not.toContain('setTimeout');
    // Reached by a computed name, which no check of the source can see, eval still throws.
    const evaluate = loadViewerRequestHandler("function handler(event) { return globalThis['ev' + 'al']('1'); }");
    expect(() => evaluate(viewerRequest('/'))).toThrow(/not a function|Code generation from strings disallowed/);
    const construct = loadViewerRequestHandler("function handler(event) { return Function.prototype.constructor('return 1')(); }");
    expect(() => construct(viewerRequest('/'))).toThrow(/Code generation from strings disallowed/);
  });
});
