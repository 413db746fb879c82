// cognito-local, the Cognito user pool emulator, as a child process, and the pool, app client
// and groups created like the stack's auth construct creates them.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../shared/password-policy';
import { ROLES } from '../../shared/schemas/account';
import type { SeedUserPort } from '../seed/seed';
import type { EmailSender } from '../../functions/platform/messaging/message';
import { startChild, type ManagedChild } from './child-process';
import { forwardCodeDeliveries } from './cognito-code-mail';
import { cognitoPasswordPolicy } from './cognito-password-policy';
import { freePort, waitFor } from './free-port';
import type { LocalCredentials } from './local-credentials';

const EMULATOR_ENTRY = fileURLToPath(new URL('./cognito-emulator.ts', import.meta.url));
/** tsx's loader by absolute address: the emulator's working directory is its data folder. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface CognitoLocal {
  endpoint: string;
  child: ManagedChild;
}

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * The pool's settings, as the stack's auth construct makes them (infra/constructs/auth.ts): no self
 * sign-up (customers register through POST /api/customers), e-mail verified, and the password rule
 * of every stage, which the emulator's guard enforces (cognito-password-policy.ts).
 */
const POOL_SETTINGS = {
  AutoVerifiedAttributes: ['email' as const],
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
  Policies: { PasswordPolicy: cognitoPasswordPolicy(PASSWORD_POLICY) },
};

/**
 * The app client's flows: cognito-local only speaks USER_PASSWORD_AUTH (no SRP), so the local SPA
 * signs in with it (the stack's client allows SRP only); the admin password flow, as in the stack,
 * checks the current password before an account is deleted.
 */
const CLIENT_AUTH_FLOWS: ExplicitAuthFlowsType[] = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

export async function startCognitoLocal(options: { dataDir: string; codeMail: EmailSender; credentials: LocalCredentials }): Promise<CognitoLocal> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  // Not cognito-local's own start script: cognito-emulator.ts runs it with this install's signing
  // key, behind the guard that closes it (no CORS, signed admin calls, sign-out everywhere).
  const child = startChild('cognito-local', process.execPath, ['--import', TSX_LOADER, EMULATOR_ENTRY], {
    // cognito-local keeps its data in `.cognito/` under its working directory.
    cwd: options.dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIGNING_KEY_DIR: options.dataDir,
      AWS_ACCESS_KEY_ID: options.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: options.credentials.secretAccessKey,
    },
  });
  if (child.process.stdout) forwardCodeDeliveries(child.process.stdout, options.codeMail);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: options.credentials });
  try {
    await waitFor('cognito-local', async () => {
      if (child.process.exitCode !== null) throw new Error(`exited: ${child.output()}`);
      await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
    });
  } finally {
    client.destroy();
  }
  return { endpoint, child };
}

/** Reuses the pool recorded in `.local/` when it still exists, otherwise creates one. */
export async function ensureUserPool(endpoint: string, known?: UserPoolIds): Promise<{ ids: UserPoolIds; created: boolean }> {
  const client = new CognitoIdentityProviderClient({ endpoint });
  // A kept pool made before its settings changed (a password rule, a flow) gets today's.
  const updateKept = async (ids: UserPoolIds) => {
    await client.send(new UpdateUserPoolCommand({ UserPoolId: ids.userPoolId, ...POOL_SETTINGS }));
    await client.send(new UpdateUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.userPoolClientId, ExplicitAuthFlows: CLIENT_AUTH_FLOWS }));
  };
  try {
    if (known) {
      let exists = false;
      try {
        await client.send(new DescribeUserPoolCommand({ UserPoolId: known.userPoolId }));
        exists = true;
      } catch {
        // The pool is gone (its data folder was removed): create a new one below.
      }
      if (exists) {
        // A pool made before a role was added (the driver group) gets its group now.
        const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: known.userPoolId }));
        for (const role of ROLES.filter((name) => !Groups.some((group) => group.GroupName === name))) {
          await client.send(new CreateGroupCommand({ UserPoolId: known.userPoolId, GroupName: role }));
        }
        await updateKept(known);
        return { ids: known, created: false };
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'local-marketplace-users',
        UsernameAttributes: ['email'],
        ...POOL_SETTINGS,
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: CLIENT_AUTH_FLOWS,
      }),
    );
    for (const role of ROLES) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
    }
    return { ids: { userPoolId, userPoolClientId: app.UserPoolClient!.ClientId! }, created: true };
  } finally {
    client.destroy();
  }
}

/** Creates confirmed sign-ins with a permanent password, as an operator would with the admin API. */
export function cognitoSeedUsers(endpoint: string, userPoolId: string): SeedUserPort {
  const client = new CognitoIdentityProviderClient({ endpoint });
  return {
    async createUser({ email, password, name, group }) {
      const created = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          TemporaryPassword: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: name },
          ],
        }),
      );
      await client.send(
        new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }),
      );
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
      const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!sub) throw new Error(`cognito-local returned no sub for ${email}`);
      return sub;
    },
  };
}
