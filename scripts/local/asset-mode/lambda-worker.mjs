// One Lambda instance of asset mode: a Node process that loads a function's asset as the Lambda
// runtime does (its handler module from the task root, whose imports resolve only to what sits
// beside the asset and to the AWS SDK the runtime provides) and answers one invocation at a time
// over IPC. Plain JavaScript with only Node built-ins, so nothing of the project's tooling (tsx's
// loader, its node_modules) is in the process that runs the asset.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [taskRoot, handlerSpec] = process.argv.slice(2);
const dot = handlerSpec.lastIndexOf('.');
const moduleName = handlerSpec.slice(0, dot);
const exportName = handlerSpec.slice(dot + 1);

function describe(error) {
  if (error instanceof Error) return { errorType: error.name, errorMessage: error.message, stack: (error.stack ?? '').split('\n') };
  return { errorType: 'Error', errorMessage: String(error), stack: [] };
}

const started = performance.now();
let handler;
try {
  // The runtime looks for index.mjs, then index.js (ESM when the asset says so).
  const candidates = [`${moduleName}.mjs`, `${moduleName}.js`, `${moduleName}.cjs`];
  const { existsSync } = await import('node:fs');
  const file = candidates.map((name) => path.join(taskRoot, name)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`Cannot find module '${moduleName}' in ${taskRoot}`);
  const loaded = await import(pathToFileURL(file).href);
  handler = loaded[exportName];
  if (typeof handler !== 'function') throw new Error(`${handlerSpec} is undefined or not exported`);
  process.send({ type: 'ready', initMs: performance.now() - started });
} catch (error) {
  process.send({ type: 'init-error', error: describe(error) }, () => process.exit(1));
}

process.on('message', async (message) => {
  if (message?.type !== 'invoke') return;
  const { id, event, context } = message;
  const deadline = Date.now() + context.timeoutMs;
  const lambdaContext = {
    ...context,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  const begun = performance.now();
  try {
    const result = await handler(event, lambdaContext);
    process.send({ type: 'result', id, result: result === undefined ? null : result, durationMs: performance.now() - begun });
  } catch (error) {
    process.send({ type: 'error', id, error: describe(error), durationMs: performance.now() - begun });
  }
});
