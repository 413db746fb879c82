// Lambda's execution model for asset mode: each function runs in instances (Node processes started
// by lambda-worker.mjs in the function's task root, with the function's environment and nothing
// else), one invocation at a time per instance; a busy function gets another instance, a first
// invocation pays the cold start (the asset's import), and an invocation past the function's
// timeout ends its instance, as Lambda does. Each invocation is counted with what it served, so a
// run can show that every function of the template was exercised.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { SynthesizedFunction } from './synthesized-stack';

const WORKER = path.join(import.meta.dirname, 'lambda-worker.mjs');

/**
 * Instances per function at most; further invocations wait for one. Lambda would start more, but
 * each instance here is a process on a developer's machine, and this is enough to run concurrent
 * requests the way Lambda does (in separate processes) without swamping it.
 */
const MAX_INSTANCES = 3;

export interface LambdaError {
  errorType: string;
  errorMessage: string;
  stack: string[];
}

/** The function threw, failed to load, or timed out: what Lambda reports as a function error. */
export class LambdaInvocationError extends Error {
  constructor(
    readonly functionName: string,
    readonly detail: LambdaError,
  ) {
    super(`${functionName}: ${detail.errorType}: ${detail.errorMessage}`);
  }
}

export interface InvocationRecord {
  /** What the invocation served: a route key, 'sns <topic>', 'schedule', 'rotation <step>'. */
  served: string;
  cold: boolean;
  initMs?: number;
  durationMs: number;
  failed: boolean;
}

interface Instance {
  child: ChildProcess;
  ready: Promise<number>;
  busy: boolean;
  used: boolean;
  pending?: { id: string; resolve: (message: WorkerAnswer) => void };
}

type WorkerAnswer =
  | { type: 'result'; id: string; result: unknown; durationMs: number }
  | { type: 'error'; id: string; error: LambdaError; durationMs: number };

type WorkerMessage = { type: 'ready'; initMs: number } | { type: 'init-error'; error: LambdaError } | WorkerAnswer;

export interface LambdaFunctionRunner {
  readonly fn: SynthesizedFunction;
  invoke(event: unknown, served: string): Promise<unknown>;
  invocations(): readonly InvocationRecord[];
  stop(): void;
}

export interface RunnerOptions {
  taskRoot: string;
  environment: Record<string, string>;
  /** Where the instances' log lines go (Lambda sends them to CloudWatch); none drops them. */
  log?: (functionName: string, line: string) => void;
}

export function lambdaFunctionRunner(fn: SynthesizedFunction, options: RunnerOptions): LambdaFunctionRunner {
  const instances: Instance[] = [];
  const waiting: (() => void)[] = [];
  const records: InvocationRecord[] = [];
  let stopped = false;

  function start(): Instance {
    const child = fork(WORKER, [options.taskRoot, fn.handler], {
      cwd: options.taskRoot,
      env: options.environment,
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) options.log?.(fn.name, line);
      });
    }
    const instance: Instance = { child, busy: false, used: false, ready: Promise.resolve(0) };
    instance.ready = new Promise<number>((resolve, reject) => {
      child.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') resolve(message.initMs);
        else if (message.type === 'init-error') reject(new LambdaInvocationError(fn.name, message.error));
        else if (instance.pending?.id === message.id) instance.pending.resolve(message);
      });
      child.on('exit', (code, signal) => {
        const error: LambdaError = { errorType: 'Runtime.ExitError', errorMessage: `the instance exited (${signal ?? code})`, stack: [] };
        reject(new LambdaInvocationError(fn.name, error));
        instance.pending?.resolve({ type: 'error', id: instance.pending.id, error, durationMs: 0 });
        retire(instance);
      });
    });
    // A failed start is reported to the invocation that waits for it.
    instance.ready.catch(() => undefined);
    instances.push(instance);
    return instance;
  }

  async function acquire(): Promise<Instance> {
    for (;;) {
      if (stopped) throw new Error(`${fn.name} was stopped`);
      const idle = instances.find((instance) => !instance.busy);
      if (idle) {
        idle.busy = true;
        return idle;
      }
      if (instances.length < MAX_INSTANCES) {
        const fresh = start();
        fresh.busy = true;
        return fresh;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  /** An instance that ended (or is being ended) takes no more invocations. */
  function retire(instance: Instance) {
    const index = instances.indexOf(instance);
    if (index < 0) return;
    instances.splice(index, 1);
    waiting.shift()?.();
  }

  function release(instance: Instance) {
    instance.busy = false;
    waiting.shift()?.();
  }

  return {
    fn,
    async invoke(event, served) {
      const instance = await acquire();
      const cold = !instance.used;
      instance.used = true;
      let initMs: number | undefined;
      try {
        initMs = await instance.ready;
      } catch (error) {
        records.push({ served, cold, durationMs: 0, failed: true });
        retire(instance);
        instance.child.kill();
        throw error;
      }
      const id = randomUUID();
      const timeoutMs = fn.timeoutSeconds * 1000;
      const context = {
        functionName: fn.name,
        functionVersion: '$LATEST',
        invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${fn.name}`,
        memoryLimitInMB: String(fn.memoryMb),
        awsRequestId: id,
        logGroupName: `/aws/lambda/${fn.name}`,
        logStreamName: 'local',
        timeoutMs,
      };
      const answer = await new Promise<WorkerAnswer>((resolve) => {
        const timer = setTimeout(() => {
          // Lambda ends an instance whose invocation runs past the timeout.
          resolve({ type: 'error', id, error: { errorType: 'Sandbox.Timedout', errorMessage: `Task timed out after ${fn.timeoutSeconds}.00 seconds`, stack: [] }, durationMs: timeoutMs });
          retire(instance);
          instance.child.kill();
        }, timeoutMs);
        instance.pending = {
          id,
          resolve: (message) => {
            clearTimeout(timer);
            instance.pending = undefined;
            resolve(message);
          },
        };
        instance.child.send({ type: 'invoke', id, event, context });
      });
      release(instance);
      records.push({ served, cold, ...(cold ? { initMs } : {}), durationMs: answer.durationMs, failed: answer.type === 'error' });
      if (answer.type === 'error') throw new LambdaInvocationError(fn.name, answer.error);
      return answer.result;
    },
    invocations: () => records,
    stop() {
      stopped = true;
      for (const instance of instances) instance.child.kill();
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}
