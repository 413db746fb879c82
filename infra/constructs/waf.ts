// AWS WAF in front of the whole site (CloudFront scope): AWS's managed rule groups for common
// exploits, known bad inputs and IP addresses with a bad reputation, and per-viewer rate rules:
// one on everything, a tighter one on the public form routes (the routes of functions/routes.ts
// that declare a per-client limit). These stop floods at the edge, before any Lambda runs; the
// handler chain's own limits (shared/abuse-limits.ts) still count each client precisely.
// A CloudFront web ACL can only be created in us-east-1: a stack rule refuses any other region.
import { Aws, CfnRule, Fn } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { routes, type RouteContract } from '../../shared/contract/contract';
import type { StageSettings } from '../stage-settings';

/** Requests per viewer IP in any 5 minutes, for the whole site (pages, assets, API). */
const SITE_RATE_LIMIT = 3000;
/** Requests per viewer IP in any 5 minutes to the form routes (sign-up, contact, tickets, access codes). */
export const FORM_RATE_LIMIT = 100;

/** Where the form routes' paths start: path templates up to their first parameter. */
export function formRoutePrefixes(): string[] {
  const prefixes = (routes as readonly RouteContract[]).filter((route) => route.rateLimit).map((route) => route.path.split('{')[0]!);
  return [...new Set(prefixes)].sort();
}

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });

function managedGroup(name: string, priority: number, countOnly: string[] = []): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

export class Waf extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, { settings }: { settings: StageSettings }) {
    super(scope, id);
    new CfnRule(this, 'CloudFrontScopeRegion', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription: 'A stage with WAF deploys to us-east-1: CloudFront web ACLs exist only there (or deploy with -c waf=false).',
        },
      ],
    });
    const formPaths = formRoutePrefixes().map((path) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: path.endsWith('/') ? 'STARTS_WITH' : 'EXACTLY',
        searchString: path,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    }));
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${settings.namePrefix}-marketplace`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${settings.namePrefix}-marketplace`),
      rules: [
        {
          name: 'site-rate',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: SITE_RATE_LIMIT, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          visibilityConfig: visibility('site-rate'),
        },
        {
          name: 'form-rate',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: FORM_RATE_LIMIT,
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
              scopeDownStatement: formPaths.length === 1 ? formPaths[0] : { orStatement: { statements: formPaths } },
            },
          },
          visibilityConfig: visibility('form-rate'),
        },
        managedGroup('AWSManagedRulesAmazonIpReputationList', 2),
        // Its 8 KB body limit would refuse long invoices and support messages: the API caps bodies at
        // 256 KB itself (shared/abuse-limits.ts), so that one rule only counts.
        managedGroup('AWSManagedRulesCommonRuleSet', 3, ['SizeRestrictions_BODY']),
        managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 4),
      ],
    });
  }
}
