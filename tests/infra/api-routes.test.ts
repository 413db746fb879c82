// The API is built from the route table: every route exists, and the JWT authorizer guards exactly
// the routes whose policy is not public.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DOMAINS, routeKey, routes } from '../../shared/contract/contract';
import { stackFor } from './build-stack';

const { template } = stackFor('dev');
const apiRoutes = template.findResources('AWS::ApiGatewayV2::Route');
const routeByKey = new Map(Object.values(apiRoutes).map((resource) => [resource.Properties.RouteKey, resource.Properties]));

describe('HTTP API routes', () => {
  it('has exactly one API Gateway route per route-table entry', () => {
    expect([...routeByKey.keys()].sort()).toEqual(routes.map(routeKey).sort());
  });

  it.each(routes.map((route) => [routeKey(route), route.policy] as const))('%s (%s)', (key, policy) => {
    const properties = routeByKey.get(key);
    expect(properties).toBeDefined();
    if (policy === 'public') {
      expect(properties.AuthorizationType).toBe('NONE');
      expect(properties.AuthorizerId).toBeUndefined();
    } else {
      expect(properties.AuthorizationType).toBe('JWT');
      expect(properties.AuthorizerId).toBeDefined();
    }
  });

  it('trusts the Cognito pool as issuer and the web client as audience', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('AuthUserPoolWebClient') }],
        Issuer: {
          'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.', { Ref: 'AWS::Region' }])],
        },
      },
    });
  });

  it('throttles and logs the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue() },
    });
  });

  it('runs one ARM64 Lambda per domain on the newest Node runtime with the config it reads', () => {
    const domainServices = new Set(DOMAINS.map((domain) => `marketplace-${domain}`));
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) =>
      domainServices.has(fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME),
    );
    expect(functions).toHaveLength(DOMAINS.length);
    for (const fn of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['STAGE', 'TABLE_NAME', 'UPLOADS_BUCKET', 'LOG_LEVEL', 'STRIPE_SECRET_ARN', 'USER_POOL_ID']),
      );
    }
  });

  it('lets the financials function send invoice e-mails (with attachments) from the stage identity and handle receipt objects only', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      /financials/i.test(JSON.stringify(policy.Properties.Roles)),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]!.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
    const statementWith = (action: string) =>
      statements.find((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]).includes(action));
    const ses = statementWith('ses:SendRawEmail');
    expect([ses?.Action].flat().sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(JSON.stringify(ses?.Resource)).toMatch(/:identity\//);
    const s3 = statementWith('s3:PutObject');
    expect([s3?.Action].flat().sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    // Receipts only (receipts/*), not the whole bucket (the per-function detail is in least-privilege.test.ts).
    expect(JSON.stringify(s3?.Resource)).toMatch(/StorageUploads\w*","Arn"\]},"\/receipts\/\*"/);
    expect(statements.flatMap((statement) => statement.Action).some((action) => String(action).startsWith('cognito-idp:'))).toBe(false);
  });

  it('lets only the accounts, onboarding, providers and drivers functions administer users, and only the ones they manage', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const actionsOf = (policy: (typeof policies)[number]) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) =>
        Array.isArray(statement.Action) ? statement.Action : [statement.Action],
      );
    const withCognito = policies.filter((policy) => actionsOf(policy).some((action) => action.startsWith('cognito-idp:')));
    const cognitoActionsByDomain = Object.fromEntries(
      withCognito.map((policy) => [
        JSON.stringify(policy.Properties.Roles).match(/accounts|onboarding|providers|drivers/i)?.[0],
        actionsOf(policy).filter((action) => action.startsWith('cognito-idp:')).sort(),
      ]),
    );
    const registrationActions = [
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminSetUserPassword',
    ];
    const passwordCheck = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminInitiateAuth'];
    expect(withCognito).toHaveLength(4);
    expect(cognitoActionsByDomain).toEqual({
      // Customer account deletion checks the current password (the admin password flow, and the
      // user looked up when the pool hides whether it exists) and signs the customer out everywhere.
      accounts: [...registrationActions, ...passwordCheck, 'cognito-idp:AdminUserGlobalSignOut'].sort(),
      onboarding: registrationActions,
      // Provider account deletion checks the current password and removes the caller's sign-in, nothing more.
      providers: ['cognito-idp:AdminDeleteUser', ...passwordCheck].sort(),
      // Drivers: the invitation's sign-in (made, given its password on joining) and disabling a removed driver.
      drivers: [...registrationActions, 'cognito-idp:AdminDisableUser'].sort(),
    });
  });
});
