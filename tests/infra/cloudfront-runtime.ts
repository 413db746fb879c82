// CloudFront Functions' cloudfront-js-2.0 runtime, as far as the marketplace's edge functions need
// it in tests: the documented rules checked on the source, and a node:vm realm that offers no more
// than the runtime does, to run a viewer-request handler in. The rules come from the CloudFront
// Developer Guide (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/...):
// - functions-javascript-runtime-20.html, "JavaScript runtime 2.0 features for CloudFront
//   Functions": the language subset, the globals, the built-in modules and the restricted features
//   (no dynamic code evaluation, timers, file system, process, environment variables or network).
// - cloudfront-limits.html, "Quotas on CloudFront Functions": maximum function size 10 KB, not
//   adjustable.
// - functions-event-structure.html: the event and request shapes, lowercase header names, and how a
//   changed header the viewer sent twice (multiValue) goes on to the origin.
import { parse } from 'acorn';
import vm from 'node:vm';

/** "Maximum function size: 10 KB", read as 10,240 bytes of the UTF-8 source. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

/**
 * The globals the 2.0 page lists (built-in objects, error types, globals). Boolean, Map, Set,
 * Reflect, Proxy, BigInt, Intl and the rest of a JavaScript engine's globals are not among them.
 */
export const RUNTIME_GLOBALS = [
  'globalThis', 'NaN', 'Infinity', 'undefined', 'arguments',
  'decodeURI', 'decodeURIComponent', 'encodeURI', 'encodeURIComponent', 'isFinite', 'isNaN', 'parseFloat', 'parseInt', 'atob', 'btoa',
  'Object', 'String', 'Number', 'Math', 'Date', 'Function', 'RegExp', 'JSON', 'Array', 'ArrayBuffer', 'DataView', 'Promise', 'Symbol',
  'Float32Array', 'Float64Array', 'Int8Array', 'Int16Array', 'Int32Array', 'Uint8Array', 'Uint8ClampedArray', 'Uint16Array', 'Uint32Array',
  'TextDecoder', 'TextEncoder', 'console',
  'Error', 'EvalError', 'InternalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError',
] as const;

const MODULES =
  'the runtime has only its own modules (crypto and querystring by require, cloudfront by import) and these functions use none';
/** Why a Node or browser global some code might reach for is not there at the edge. */
const ABSENT_GLOBALS: Record<string, string> = {
  require: `modules: ${MODULES}`,
  module: `modules: ${MODULES}`,
  exports: `modules: ${MODULES}`,
  process: 'process access: there is no process object',
  Buffer: "Buffer: the runtime's Buffer is a built-in module, not Node's global, and these functions use none",
  global: "Node's global object: the runtime has globalThis",
  eval: 'dynamic code evaluation: eval() throws',
  fetch: 'network access: no network calls',
  XMLHttpRequest: 'network access: no network calls',
  WebSocket: 'network access: no network calls',
  setTimeout: 'timers: a function runs synchronously to completion',
  setInterval: 'timers: a function runs synchronously to completion',
  setImmediate: 'timers: a function runs synchronously to completion',
  clearTimeout: 'timers: a function runs synchronously to completion',
  clearInterval: 'timers: a function runs synchronously to completion',
  queueMicrotask: 'timers: a function runs synchronously to completion',
  performance: 'date and timestamps: no high-resolution timers',
  __dirname: 'file system access: there is none',
  __filename: 'file system access: there is none',
};

/** Syntax beyond the page's statements, operators, literals and functions (ES 5.1 plus the few it names). */
const UNSUPPORTED_SYNTAX: Record<string, string> = {
  ForOfStatement: 'for-of',
  ClassDeclaration: 'classes',
  ClassExpression: 'classes',
  SpreadElement: 'spread',
  ObjectPattern: 'destructuring',
  ArrayPattern: 'destructuring',
  AssignmentPattern: 'default values',
  TaggedTemplateExpression: 'tagged templates',
  ChainExpression: 'optional chaining',
  YieldExpression: 'generators',
  MetaProperty: 'new.target and import.meta',
  ImportDeclaration: `import: ${MODULES}`,
  ImportExpression: `import(): ${MODULES}`,
  ExportNamedDeclaration: 'export: the runtime calls handler, it imports nothing from the function',
  ExportDefaultDeclaration: 'export: the runtime calls handler, it imports nothing from the function',
  ExportAllDeclaration: 'export: the runtime calls handler, it imports nothing from the function',
  DebuggerStatement: 'debugger',
};

const SUPPORTED_SYNTAX = new Set([
  'Program', 'ExpressionStatement', 'BlockStatement', 'EmptyStatement', 'IfStatement', 'LabeledStatement', 'BreakStatement',
  'ContinueStatement', 'SwitchStatement', 'SwitchCase', 'ReturnStatement', 'ThrowStatement', 'TryStatement', 'CatchClause',
  'WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'FunctionDeclaration', 'VariableDeclaration',
  'VariableDeclarator', 'Identifier', 'Literal', 'ThisExpression', 'ArrayExpression', 'ObjectExpression', 'Property',
  'FunctionExpression', 'ArrowFunctionExpression', 'UnaryExpression', 'UpdateExpression', 'BinaryExpression', 'LogicalExpression',
  'AssignmentExpression', 'ConditionalExpression', 'CallExpression', 'NewExpression', 'MemberExpression', 'SequenceExpression',
  'TemplateLiteral', 'TemplateElement', 'AwaitExpression', 'RestElement',
]);

const ES5_ASSIGNMENTS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '>>>=', '&=', '^=', '|=']);

interface SyntaxNode {
  type: string;
  loc: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * What in this source the cloudfront-js-2.0 runtime would refuse or not offer, one line each
 * ("line 3: ..."); none for code it runs.
 */
export function runtimeViolations(code: string): string[] {
  const violations: string[] = [];
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > MAX_FUNCTION_BYTES) {
    violations.push(`size: ${bytes} bytes, over the ${MAX_FUNCTION_BYTES}-byte (10 KB) function size quota`);
  }

  let program: SyntaxNode;
  try {
    // As a module, as the 2.0 runtime reads one (it takes `import cf from 'cloudfront'`), which is
    // also strict code, as the runtime runs every function; ES2021 (ES 12) is the newest edition the
    // page names. Import and export are then refused below, with their reason.
    program = parse(code, { ecmaVersion: 2021, sourceType: 'module', locations: true }) as unknown as SyntaxNode;
  } catch (error) {
    return [...violations, `syntax: ${(error as Error).message}`];
  }

  const declared = new Set<string>();
  const references: { name: string; node: SyntaxNode; parent: SyntaxNode; key: string; grandparent?: SyntaxNode }[] = [];
  const refuse = (node: SyntaxNode, reason: string) => violations.push(`line ${node.loc.start.line}: ${reason}`);

  const visit = (node: SyntaxNode, parent: SyntaxNode | undefined, key: string, grandparent: SyntaxNode | undefined) => {
    if (!SUPPORTED_SYNTAX.has(node.type)) {
      refuse(node, `${UNSUPPORTED_SYNTAX[node.type] ?? node.type} is not in the runtime's language`);
      // The names a refused import, pattern or class declares are still the function's own, not
      // globals it reaches for.
      for (const name of boundNames(node)) declared.add(name);
      return;
    }
    if (FUNCTION_TYPES.has(node.type)) {
      if (node.generator) refuse(node, 'generators are not in the runtime\'s language');
      // "async arguments and closures are not supported": an async function is declared at the top.
      if (node.async && !(node.type === 'FunctionDeclaration' && parent?.type === 'Program')) refuse(node, 'async closures are not supported');
    }
    if (node.type === 'RestElement' && !(parent && FUNCTION_TYPES.has(parent.type) && key === 'params')) {
      refuse(node, 'rest elements outside a parameter list are not in the runtime\'s language');
    }
    if (node.type === 'Literal' && node.bigint !== undefined) refuse(node, 'BigInt is not in the runtime\'s language');
    if (node.type === 'LogicalExpression' && node.operator === '??') refuse(node, 'nullish coalescing is not in the runtime\'s language');
    if (node.type === 'AssignmentExpression' && !ES5_ASSIGNMENTS.has(String(node.operator))) {
      refuse(node, `the ${String(node.operator)} operator is not in the runtime's language`);
    }
    if ((node.type === 'CallExpression' || node.type === 'MemberExpression') && node.optional) {
      refuse(node, 'optional chaining is not in the runtime\'s language');
    }
    if (node.type === 'Property' && (node.shorthand || node.computed || node.method)) {
      refuse(node, 'shorthand, computed and method properties are not in the runtime\'s language');
    }
    if (node.type === 'Identifier' && parent) {
      const name = String(node.name);
      if (isBinding(parent, key)) declared.add(name);
      else if (isReference(parent, key)) references.push({ name, node, parent, key, grandparent });
    }
    for (const [childKey, child] of Object.entries(node)) {
      if (childKey === 'loc') continue;
      for (const item of Array.isArray(child) ? child : [child]) {
        if (isNode(item)) visit(item, node, childKey, parent);
      }
    }
  };
  visit(program, undefined, '', undefined);

  const body = program.body as SyntaxNode[];
  if (!body.some((statement) => statement.type === 'FunctionDeclaration' && (statement.id as SyntaxNode & { name: string }).name === 'handler')) {
    violations.push('handler: the runtime calls a top-level function handler(event), and there is none');
  }

  for (const { name, node, parent, key, grandparent } of references) {
    if (declared.has(name)) continue;
    if (name === 'Function' && !(parent.type === 'MemberExpression' && key === 'object')) {
      refuse(node, 'dynamic code evaluation: Function constructors throw');
    } else if (name === 'console') {
      const method = parent.type === 'MemberExpression' && key === 'object' && !parent.computed ? (parent.property as { name: string }).name : undefined;
      if (method !== 'log') refuse(node, 'console has log() only');
      else if (grandparent?.type === 'CallExpression' && grandparent.callee === parent && (grandparent.arguments as unknown[]).length > 1) {
        refuse(node, "console.log takes one argument (the runtime doesn't support comma syntax)");
      }
    } else if (!(RUNTIME_GLOBALS as readonly string[]).includes(name)) {
      refuse(node, `${name}: ${ABSENT_GLOBALS[name] ?? 'not a global the runtime has'}`);
    }
  }
  return violations;
}

/** The names a declaration, pattern or import binds. */
function boundNames(node: SyntaxNode): string[] {
  const child = (key: string) => (isNode(node[key]) ? boundNames(node[key] as SyntaxNode) : []);
  const children = (key: string) => (node[key] as unknown[]).flatMap((item) => (isNode(item) ? boundNames(item) : []));
  switch (node.type) {
    case 'Identifier':
      return [String(node.name)];
    case 'ObjectPattern':
      return children('properties');
    case 'ArrayPattern':
      return children('elements');
    case 'Property':
      return child('value');
    case 'AssignmentPattern':
      return child('left');
    case 'RestElement':
      return child('argument');
    case 'ImportDeclaration':
      return children('specifiers');
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
      return child('local');
    case 'ClassDeclaration':
      return child('id');
    default:
      return [];
  }
}

/** An identifier that declares a name (a variable, function, parameter or caught error). */
function isBinding(parent: SyntaxNode, key: string): boolean {
  if (parent.type === 'VariableDeclarator') return key === 'id';
  if (FUNCTION_TYPES.has(parent.type)) return key === 'id' || key === 'params';
  if (parent.type === 'CatchClause') return key === 'param';
  return parent.type === 'RestElement';
}

/** An identifier that reads a name, rather than naming a property or a label. */
function isReference(parent: SyntaxNode, key: string): boolean {
  if (parent.type === 'MemberExpression' && key === 'property') return Boolean(parent.computed);
  if (parent.type === 'Property' && key === 'key') return Boolean(parent.computed);
  return !['LabeledStatement', 'BreakStatement', 'ContinueStatement'].includes(parent.type);
}

/** A query string parameter, header or cookie: its value, and every value when there were duplicates. */
interface EventField {
  value: string;
  multiValue?: { value: string }[];
}

export interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, EventField>;
  headers: Record<string, EventField>;
  cookies: Record<string, EventField>;
}

export interface ViewerRequestEvent {
  version: '1.0';
  context: { distributionDomainName: string; distributionId: string; eventType: 'viewer-request'; requestId: string };
  viewer: { ip: string };
  request: CloudFrontRequest;
}

/**
 * The function's handler, run in a realm with no more than the runtime's globals, in strict mode,
 * where eval and the Function constructor throw. The event goes in and the answer comes out as
 * JSON, so nothing of this process is reachable from the function. Code that breaks the runtime's
 * rules is refused before it runs.
 */
export function loadViewerRequestHandler(code: string): (event: ViewerRequestEvent) => unknown {
  const violations = runtimeViolations(code);
  if (violations.length > 0) throw new Error(`Not code the cloudfront-js-2.0 runtime runs:\n${violations.join('\n')}`);

  const context = vm.createContext({}, { name: 'cloudfront-js-2.0', codeGeneration: { strings: false, wasm: false } });
  // A fresh realm has the engine's globals only; take away those the runtime does not list (the
  // engine's console stays, writing nowhere). The runtime's atob/btoa and TextEncoder/TextDecoder
  // are not added: neither function uses them, and handing in Node's own would hand the realm
  // Node's Function constructor with them. Date keeps running (the runtime's stays at the
  // function's start) as neither function reads the clock.
  vm.runInContext(
    `for (const name of Object.getOwnPropertyNames(globalThis)) if (!${JSON.stringify(RUNTIME_GLOBALS)}.includes(name)) delete globalThis[name];`,
    context,
  );
  const realmJson = vm.runInContext('JSON', context) as JSON;
  vm.runInContext(`'use strict';${code}`, context, { filename: 'cloudfront-function.js' });
  const handler = (context as { handler?: unknown }).handler;
  if (typeof handler !== 'function') throw new Error('The code defines no handler function');

  return (event) => {
    const answer: unknown = handler(realmJson.parse(JSON.stringify(event)));
    if (answer === undefined) throw new Error('The handler returned nothing: CloudFront needs the request or a response');
    if (typeof (answer as { then?: unknown } | null)?.then === 'function') throw new Error('The handler is async: this realm runs synchronous handlers only');
    return JSON.parse(realmJson.stringify(answer)) as unknown;
  };
}

/**
 * The values of a header as CloudFront sends it on once the function has returned the request:
 * where the viewer sent duplicates (multiValue) and the function changed only `value`, "any
 * modification to the value property is applied, and subsequent values (if they exist) remain
 * unchanged"; a changed multiValue array replaces them all (event structure, multiValue).
 */
export function headerValuesSentOn(viewerRequest: CloudFrontRequest, returned: CloudFrontRequest, name: string): string[] {
  const sent = returned.headers[name];
  if (!sent) return [];
  const received = viewerRequest.headers[name]?.multiValue;
  if (sent.multiValue && JSON.stringify(sent.multiValue) !== JSON.stringify(received)) return sent.multiValue.map((field) => field.value);
  return [sent.value, ...(received ?? []).slice(1).map((field) => field.value)];
}

/**
 * Whether a cache behaviour's path pattern takes this path: `*` any characters, `?` exactly one,
 * case-sensitive, the leading slash optional (CloudFront "Path pattern").
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const source = pattern.replace(/^\//, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^/?${source}$`).test(path);
}
