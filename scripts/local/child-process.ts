// Emulators that run as child processes. Each child is tracked so that Ctrl-C (or a test
// run's teardown) stops every one of them, and a child that dies early is reported with its
// own output instead of a bare timeout.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface ManagedChild {
  name: string;
  process: ChildProcess;
  /** Recent output, for error reports. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ManagedChild>();

export function startChild(name: string, command: string, args: string[], options: SpawnOptions = {}): ManagedChild {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let buffer = '';
  const keep = (chunk: Buffer) => {
    buffer = (buffer + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const managed: ManagedChild = {
    name,
    process: child,
    output: () => buffer,
    stop: () =>
      new Promise<void>((resolve) => {
        running.delete(managed);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
  child.once('exit', () => running.delete(managed));
  running.add(managed);
  return managed;
}

/** Synchronous last resort on process exit: no child outlives the stack. */
export function killAllChildren(): void {
  for (const child of running) child.process.kill('SIGKILL');
  running.clear();
}

process.once('exit', killAllChildren);
