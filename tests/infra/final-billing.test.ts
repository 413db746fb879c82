// The billing function: subscribed to the order-events topic for pickups only (a filter policy on
// the event's type), with a dead-letter queue and Lambda's two retries, told the site's address for
// the invoices' pay links and Stripe's secret for the off-session charge.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { stackFor } from './build-stack';

const { template } = stackFor('dev');

const billingFunction = () => {
  const entries = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'marketplace-billing',
  );
  expect(entries).toHaveLength(1);
  return entries[0]!;
};

describe('final billing', () => {
  it('runs one ARM64 function on the newest Node runtime with the site, Stripe and the order-events topic configured', () => {
    const [, fn] = billingFunction();
    expect(fn.Properties.Runtime).toBe('nodejs24.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(fn.Properties.Environment.Variables).toMatchObject({
      MESSAGING_MODE: 'aws',
      TABLE_NAME: expect.anything(),
      SITE_URL: expect.anything(),
      STRIPE_SECRET_ARN: expect.anything(),
      ORDER_EVENTS_TOPIC_ARN: expect.anything(),
    });
    expect(fn.Properties.DeadLetterConfig?.TargetArn).toBeDefined();
  });

  it('is subscribed to the order-events topic for rental.picked_up only, with a dead-letter queue and two retries', () => {
    const [logicalId] = billingFunction();
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      TopicArn: { Ref: Match.stringLikeRegexp('OrderEvents') },
      FilterPolicy: { type: ['rental.picked_up'] },
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: logicalId }, MaximumRetryAttempts: 2 });
  });
});
