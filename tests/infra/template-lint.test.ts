// Every stage's synthesized template is valid against AWS's resource schemas (see template-lint.ts).
import { describe, expect, it } from 'vitest';
import { stackFor } from './build-stack';
import { lintTemplate } from './template-lint';

describe('CloudFormation template lint', () => {
  it.each(['dev', 'prod'])('%s has no findings', (stage) => {
    const findings = lintTemplate(stackFor(stage).template.toJSON());
    expect(findings.map((finding) => `${finding.rule} ${finding.path}: ${finding.message}`)).toEqual([]);
  });

  it('walks every resource of the real template', () => {
    const template = structuredClone(stackFor('dev').template.toJSON());
    const functions = Object.values(template.Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>).filter(
      (resource) => resource.Type === 'AWS::Lambda::Function',
    );
    expect(functions.length).toBeGreaterThan(5);
    for (const fn of functions) {
      delete fn.Properties.Code;
      fn.Properties.Timeout = 'long';
    }
    const rules = lintTemplate(template).map((finding) => finding.rule);
    expect(rules.filter((rule) => rule === 'E3003')).toHaveLength(functions.length);
    expect(rules.filter((rule) => rule === 'E3012')).toHaveLength(functions.length);
  });

  it('finds what cfn-lint would refuse', () => {
    const findings = lintTemplate({
      Conditions: {},
      Resources: {
        Queue: { Type: 'AWS::SQS::Queue', Properties: { VisibilityTimeout: 'soon', Colour: 'red' } },
        Topic: {
          Type: 'AWS::SNS::Topic',
          DependsOn: 'Nothing',
          Condition: 'IsProd',
          Properties: { Subscription: [{ Endpoint: { 'Fn::GetAtt': ['Queue', 'Size'] } }], TopicName: { Ref: 'Missing' } },
        },
        App: { Type: 'AWS::Amplify::App', Properties: { Name: 'site', Platform: 'MOBILE' } },
        Thing: { Type: 'AWS::Nope::Thing' },
        Policy: {
          Type: 'AWS::SQS::QueuePolicy',
          Properties: { Queues: [{ 'Fn::Sub': '${Queue.Size}/${Elsewhere}/${AWS::Region}/${Queue}' }], PolicyDocument: {} },
        },
      },
    });
    expect(findings.map((finding) => `${finding.rule} ${finding.path}`).sort()).toEqual(
      [
        'E1010 Resources/Policy/Properties/Queues/0',
        'E1019 Resources/Policy/Properties/Queues/0',
        'E1010 Resources/Topic/Properties/Subscription/0/Endpoint',
        'E1012 Resources/Topic/Properties/TopicName',
        'E3001 Resources/Thing',
        'E3002 Resources/Queue/Properties/Colour',
        'E3003 Resources/Topic/Properties/Subscription/0/Protocol',
        'E3005 Resources/Topic/DependsOn',
        'E3012 Resources/Queue/Properties/VisibilityTimeout',
        'E3030 Resources/App/Properties/Platform',
        'E8002 Resources/Topic/Condition',
      ].sort(),
    );
  });
});
