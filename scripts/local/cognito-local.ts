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
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES } from '../../shared/schemas/account';
import type { SeedUserPort } from '../seed/seed';
import type { EmailSender } from '../../functions/platform/messaging/message';
import { startChild, type ManagedChild } from './child-process';
import { forwardCodeDeliveries } from './cognito-code-mail';
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

/** The code cognito-local sends for sign-up confirmation and password resets, locally. */
const LOCAL_CONFIRMATION_CODE = '123456';

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
      CODE: LOCAL_CONFIRMATION_CODE,
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
        return { ids: known, created: false };
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'local-marketplace-users',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // As the stack's pool: no self sign-up (customers register through POST /api/customers).
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: { PasswordPolicy: { MinimumLength: 6 } },
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        // cognito-local only speaks USER_PASSWORD_AUTH (no SRP).
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
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
