// cdk-nag's AwsSolutions pack finds nothing unacknowledged, warnings included, on every stage shape.
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { stackFor } from './build-stack';

describe('cdk-nag AwsSolutions', () => {
  it.each(['dev', 'prod'])('%s has no unacknowledged errors or warnings', (stage) => {
    const { stack } = stackFor(stage);
    const report = new AwsSolutionsChecks().validateScope(stack);
    const findings = report.violations.map(
      (violation) =>
        `${violation.severity} ${violation.ruleName}: ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });
});
