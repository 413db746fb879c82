// The file system a Lambda function sees, for asset mode: each function's asset in a task folder of
// its own (hard links to cdk.out, so it costs no copy), and beside them a node_modules holding
// only what the Node.js runtime provides, the AWS SDK v3 (the @aws-sdk packages and what they
// depend on). A bare import in an asset finds what the asset carries (the ZIP data, Stripe) or the
// SDK, and nothing else of the project: a package the bundle forgot fails here as in AWS.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SynthesizedFunction } from './synthesized-stack';

export interface LambdaRuntimeDir {
  root: string;
  /** The task root (LAMBDA_TASK_ROOT) of a function. */
  taskRoot(fn: SynthesizedFunction): string;
  /** The packages the runtime provides, as resolvable from the task roots. */
  runtimePackages: string[];
  remove(): void;
}

/** The AWS SDK v3 as the Lambda runtime provides it: every @aws-sdk package installed, with its dependencies. */
export function runtimeProvidedPackages(nodeModules: string): string[] {
  const found = new Set<string>();
  const queue = readdirSync(path.join(nodeModules, '@aws-sdk')).map((name) => `@aws-sdk/${name}`);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (found.has(name)) continue;
    const manifest = path.join(nodeModules, name, 'package.json');
    // A dependency installed only inside another package's own node_modules travels with that package.
    if (!existsSync(manifest)) continue;
    found.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    queue.push(...Object.keys(dependencies));
  }
  return [...found].sort();
}

function linkTree(from: string, to: string): void {
  // Hard links: the same bytes under a new path, which is what module resolution walks up from.
  const linked = spawnSync('cp', ['-al', from, to], { stdio: 'ignore' });
  if (linked.status !== 0) cpSync(from, to, { recursive: true });
}

export function prepareLambdaRuntimeDir(functions: readonly SynthesizedFunction[], projectNodeModules: string): LambdaRuntimeDir {
  const root = mkdtempSync(path.join(tmpdir(), 'marketplace-lambda-'));
  const runtimeModules = path.join(root, 'node_modules');
  const runtimePackages = runtimeProvidedPackages(projectNodeModules);
  for (const name of runtimePackages) {
    const target = path.join(runtimeModules, name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(projectNodeModules, name), target, 'dir');
  }
  const tasks = path.join(root, 'task');
  mkdirSync(tasks);
  for (const fn of functions) linkTree(fn.assetDir, path.join(tasks, fn.name));
  return {
    root,
    taskRoot: (fn) => path.join(tasks, fn.name),
    runtimePackages,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
