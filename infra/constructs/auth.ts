// Cognito user pool for customers, providers and operators; roles are Cognito groups, which the
// API reads from the `cognito:groups` claim.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { VERIFICATION_EMAIL } from '../../shared/constants';
import { PASSWORD_POLICY } from '../../shared/password-policy';
import type { StageSettings } from '../stage-settings';

const USER_GROUPS = ['customer', 'provider', 'operator', 'driver'] as const;

export interface AuthProps {
  settings: StageSettings;
}

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** Token issuer the API's JWT authorizer trusts. */
  readonly issuerUrl: string;

  constructor(scope: Construct, id: string, { settings }: AuthProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `${settings.namePrefix}-marketplace-users`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Customers register through the API (POST /api/customers: per-client limit, profile, group);
      // a sign-up straight to Cognito would make a sign-in with no marketplace account.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // One rule for every stage (shared/password-policy.ts): the local emulator's pool and the
      // API's password schema apply the same, so a password accepted in one is accepted in all.
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(7) },
      // Password-reset codes: Cognito sends this message (through SES in production); the local
      // emulator's outbox shows the same one.
      userVerification: {
        emailSubject: VERIFICATION_EMAIL.subject,
        emailBody: VERIFICATION_EMAIL.body,
        emailStyle: cognito.VerificationEmailStyle.CODE,
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      removalPolicy: settings.removalPolicy,
      deletionProtection: settings.deletionProtection,
    });
    const poolNag = Validations.of(this.userPool);
    poolNag.acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'MFA is optional (TOTP) on purpose: forcing it on one-off dumpster renters would block checkout.',
    });
    poolNag.acknowledge({
      id: 'AwsSolutions-COG3',
      reason: 'Advanced security (threat protection) is a paid Cognito tier not budgeted yet; revisit before scale.',
    });
    poolNag.acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'The Plus feature plan is a paid tier; the Essentials plan covers this marketplace.',
    });

    for (const group of USER_GROUPS) {
      new cognito.CfnUserPoolGroup(this, `Group-${group}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
        description: `Marketplace ${group}s`,
      });
    }

    // A browser SPA cannot keep a secret. The SPA signs in with SRP only (its deployed config.json
    // says so), so the password never leaves the browser; USER_PASSWORD_AUTH, which sends it, is the
    // flow of the local emulator alone (it has no SRP) and is not allowed here. The admin password
    // flow needs IAM credentials: the API uses it to check the current password before deleting an
    // account (functions/platform/identity/cognito-user-directory.ts).
    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `${settings.namePrefix}-marketplace-web`,
      generateSecret: false,
      authFlows: { userSrp: true, adminUserPassword: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      // The SPA signs in with the API calls above; no hosted UI, no OAuth redirects.
      disableOAuth: true,
      // A user may change only their display name through Cognito: never the e-mail they sign in
      // with (the account's e-mail lives in the marketplace's profile). Without this list every
      // standard attribute is writable.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ fullname: true }),
    });

    this.issuerUrl = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
