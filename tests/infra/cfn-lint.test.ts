// AWS's own CloudFormation linter, cfn-lint, over every stage's synthesized template: zero errors.
// Warnings are listed, not failed: the ones CDK itself generates (W3005, a DependsOn that a GetAtt
// already implies) are not the stack's to change. cfn-lint is a Python tool that comes with this
// project's machine image; without it the test fails and says how to install it.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stackFor } from './build-stack';

interface CfnLintFinding {
  Level: 'Error' | 'Warning' | 'Informational';
  Rule: { Id: string };
  Message: string;
  Location: { Path: (string | number)[] };
}

function cfnLint(template: unknown, dir: string, name: string): CfnLintFinding[] {
  const file = path.join(dir, `${name}.cfn-lint.json`);
  writeFileSync(file, JSON.stringify(template));
  const result = spawnSync('cfn-lint', ['--format', 'json', file], { encoding: 'utf8' });
  if (result.error) throw new Error(`cfn-lint could not run (${result.error.message}): install it with pip install cfn-lint`);
  // Exit codes are a bit mask of the levels found; the findings are on stdout as JSON.
  return JSON.parse(result.stdout || '[]') as CfnLintFinding[];
}

describe('cfn-lint', () => {
  it.each(['dev', 'prod'])('reports no errors in the %s template', (stage) => {
    const { template, outdir } = stackFor(stage);
    const findings = cfnLint(template.toJSON(), outdir, stage);
    const errors = findings.filter((finding) => finding.Level === 'Error').map((finding) => `${finding.Rule.Id} ${finding.Location.Path.join('/')}: ${finding.Message}`);
    expect(errors).toEqual([]);
    // Only CDK's own redundant DependsOn warnings remain.
    expect([...new Set(findings.map((finding) => finding.Rule.Id))].filter((rule) => rule !== 'W3005')).toEqual([]);
  });

  it('finds what it should: a function without its required role is an error', () => {
    const { template, outdir } = stackFor('dev');
    const broken = structuredClone(template.toJSON()) as { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> };
    const fn = Object.values(broken.Resources).find((resource) => resource.Type === 'AWS::Lambda::Function')!;
    delete fn.Properties.Role;
    const errors = cfnLint(broken, outdir, 'broken').filter((finding) => finding.Level === 'Error');
    expect(errors.map((finding) => finding.Rule.Id)).toContain('E3003');
  });
});
