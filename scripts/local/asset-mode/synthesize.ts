// `cdk synth` of the stage asset mode runs: the same command operators deploy from, writing the
// template and every function's bundle into cdk.out.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ASSET_MODE_STAGE } from './asset-functions';

export function synthesizeAssets(projectRoot: string, log: (line: string) => void = console.log): void {
  log(`Synthesizing the ${ASSET_MODE_STAGE} stack's Lambda assets (npx cdk synth -q -c stage=${ASSET_MODE_STAGE})...`);
  const started = Date.now();
  const result = spawnSync('npx', ['cdk', 'synth', '-q', '-c', `stage=${ASSET_MODE_STAGE}`], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' },
  });
  if (result.status !== 0) throw new Error(`cdk synth failed (exit ${result.status ?? result.signal}); the assets in ${path.join(projectRoot, 'cdk.out')} were not written`);
  log(`Assets synthesized in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
