// The notifications function: subscribed to the order-events topic with a dead-letter queue, on
// the newest Node runtime, allowed to send e-mail and texts and to use the table.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { stackFor } from './build-stack';

const { template } = stackFor('dev');

const notificationsFunction = () => {
  const entries = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'marketplace-notifications',
  );
  expect(entries).toHaveLength(1);
  return entries[0];
};

describe('order notifications', () => {
  it('runs one ARM64 function on the newest Node runtime sending through SES and SNS, with a dead-letter queue', () => {
    const [, fn] = notificationsFunction();
    expect(fn.Properties.Runtime).toBe('nodejs24.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(fn.Properties.Environment.Variables).toMatchObject({ MESSAGING_MODE: 'aws', TABLE_NAME: expect.anything() });
    expect(fn.Properties.DeadLetterConfig?.TargetArn).toBeDefined();
  });

  it('subscribes the function to the order-events topic with a dead-letter queue on the subscription', () => {
    const [logicalId] = notificationsFunction();
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      TopicArn: { Ref: Match.stringLikeRegexp('OrderEvents') },
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: logicalId }, MaximumRetryAttempts: 2 });
  });

  it('may send e-mail, publish texts and read and write the table', () => {
    const [logicalId] = notificationsFunction();
    const roleRef = template.findResources('AWS::Lambda::Function')[logicalId].Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(roleRef),
    );
    const actions = JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument.Statement));
    for (const action of ['ses:SendEmail', 'sns:Publish', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'sqs:SendMessage']) {
      expect(actions).toContain(action);
    }
  });
});
