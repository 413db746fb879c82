// The sms function: subscribed to the inbound-SMS topic with a dead-letter queue, allowed the
// table, the Stripe secret and SMS publishing, and nothing of the API's (uploads, Cognito, SES).
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE_TTL_ATTRIBUTE } from '../../functions/platform/data/table';
import { stackFor } from './build-stack';

const { template } = stackFor('dev');

const smsFunction = () => {
  const entries = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'marketplace-sms',
  );
  expect(entries).toHaveLength(1);
  return entries[0]!;
};

function statementsOf(logicalId: string): string {
  const roleRef = template.findResources('AWS::Lambda::Function')[logicalId]!.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    JSON.stringify(policy.Properties.Roles).includes(roleRef),
  );
  return JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument.Statement));
}

describe('inbound SMS (text-to-book)', () => {
  it('has an inbound-SMS topic that only accepts TLS', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { TopicName: Match.stringLikeRegexp('inbound-sms') });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: Match.stringLikeRegexp('InboundSms') }],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it("admits AWS End User Messaging's inbound texts to the topic, from this account's phone numbers only", () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: Match.stringLikeRegexp('InboundSms') }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'sms-voice.amazonaws.com' },
            Action: 'sns:Publish',
            Resource: { Ref: Match.stringLikeRegexp('InboundSms') },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } }, ArnLike: { 'aws:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('runs one ARM64 function on the newest Node runtime sending texts through SNS, with the site URL for payment links', () => {
    const [, fn] = smsFunction();
    expect(fn.Properties.Runtime).toBe('nodejs24.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(fn.Properties.Environment.Variables).toMatchObject({
      MESSAGING_MODE: 'aws',
      TABLE_NAME: expect.anything(),
      STRIPE_SECRET_ARN: expect.anything(),
      SITE_URL: expect.anything(),
    });
    expect(fn.Properties.DeadLetterConfig?.TargetArn).toBeDefined();
  });

  it('subscribes the function to the inbound-SMS topic with a dead-letter queue on the subscription', () => {
    const [logicalId] = smsFunction();
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      TopicArn: { Ref: Match.stringLikeRegexp('InboundSms') },
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      Principal: 'sns.amazonaws.com',
      SourceArn: { Ref: Match.stringLikeRegexp('InboundSms') },
    });
  });

  it('may use the table, read the Stripe secret and publish texts, and nothing more', () => {
    const [logicalId] = smsFunction();
    const statements = statementsOf(logicalId);
    for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'secretsmanager:GetSecretValue', 'sns:Publish', 'sqs:SendMessage']) {
      expect(statements).toContain(action);
    }
    for (const action of ['ses:SendEmail', 's3:', 'cognito-idp:', 'dynamodb:Scan', 'dynamodb:BatchWriteItem', '/index/*']) {
      expect(statements).not.toContain(action);
    }
  });

  it('expires items on the table TTL attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
    });
  });
});
