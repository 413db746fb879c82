// The local Cognito emulator's process: cognito-local with the install's own signing key in place
// of the one published in its package, behind the guard that closes it the way Cognito is closed
// (cognito-guard.ts), sending random confirmation and reset codes. Started by cognito-local.ts with
// `node --import tsx`; settings come from the environment: PORT, HOST, SIGNING_KEY_DIR and the
// stack's AWS credentials. Its data stays where cognito-local keeps it, `.cognito/` under the
// working directory.
import { randomInt } from 'node:crypto';
import { createRequire, Module } from 'node:module';
import { createServer } from 'node:http';
import path from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoGuard, fileSignOutRecord } from './cognito-guard';
import { loadSigningKey } from './cognito-signing-key';
import { createFailedSignInCounter } from './sign-in-limit';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('cognito-local/package.json'));

/** Puts a module's exports in Node's cache, so the emulator's own `require` of it gets these. */
function provideModule(file: string, exports: unknown): void {
  const module = new Module(file);
  module.filename = file;
  module.loaded = true;
  module.exports = exports;
  require.cache[file] = module;
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const port = Number(env('PORT'));
const host = env('HOST');
const key = loadSigningKey(env('SIGNING_KEY_DIR'));
provideModule(path.join(packageDir, 'lib/keys/cognitoLocal.private.json'), { pem: key.privatePem });
provideModule(path.join(packageDir, 'lib/keys/cognitoLocal.public.json'), { jwk: key.publicJwk });
// cognito-local's codes come from Math.random, or are one fixed code for everyone (its CODE
// setting, which would let anyone who can reach the port reset any password): Cognito's are random
// per request, and so are these, from the system's secure random source. They reach the user only
// in the e-mail the outbox shows (cognito-code-mail.ts).
delete process.env.CODE;
provideModule(path.join(packageDir, 'lib/services/otp.js'), { otp: () => String(randomInt(0, 1_000_000)).padStart(6, '0') });

const { createDefaultServer } = require(path.join(packageDir, 'lib/server')) as {
  createDefaultServer(logger: unknown): Promise<{ application: (request: unknown, response: unknown) => void }>;
};
const pino = require(require.resolve('pino', { paths: [packageDir] })) as (options: object, stream: unknown) => unknown;
const pretty = require(require.resolve('pino-pretty', { paths: [packageDir] })) as (options: object) => unknown;
// The same console format as cognito-local's own start script: cognito-code-mail.ts reads the
// confirmation codes it prints.
const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  pretty({ colorize: true, ignore: 'pid,name,hostname', singleLine: true, messageFormat: (log: Record<string, unknown>, messageKey: string) => `${String(log.reqId ?? 'NONE')} ${String(log.target ?? 'NONE')} ${String(log[messageKey])}` }),
);

const credentials = { accessKeyId: env('AWS_ACCESS_KEY_ID'), secretAccessKey: env('AWS_SECRET_ACCESS_KEY') };
const self = new CognitoIdentityProviderClient({ endpoint: `http://${host}:${port}`, region: process.env.AWS_REGION ?? 'us-east-1', credentials });
/** The user a sign-in name (any alias, as stored or in lower case) belongs to, in whichever pool holds it. */
async function findUser(username: string): Promise<UserType & { UserPoolId: string } | undefined> {
  const { UserPools = [] } = await self.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  for (const pool of UserPools) {
    // Cognito matches e-mail aliases in any letter case; the emulator only as stored (lower case here).
    for (const name of new Set([username.trim(), username.trim().toLowerCase()])) {
      try {
        const user = await self.send(new AdminGetUserCommand({ UserPoolId: pool.Id!, Username: name }));
        return { ...user, UserPoolId: pool.Id! };
      } catch {
        // Not this spelling, or not in this pool.
      }
    }
  }
  return undefined;
}

/** The pool named by id or by one of its app clients. */
async function poolIdOf(pool: { userPoolId?: string; clientId?: string }): Promise<string | undefined> {
  if (pool.userPoolId) return pool.userPoolId;
  const { UserPools = [] } = await self.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  for (const { Id } of UserPools) {
    const { UserPoolClients = [] } = await self.send(new ListUserPoolClientsCommand({ UserPoolId: Id!, MaxResults: 60 }));
    if (UserPoolClients.some((client) => client.ClientId === pool.clientId)) return Id;
  }
  return undefined;
}

const guard = createCognitoGuard({
  credentials,
  publicJwk: key.publicJwk,
  privatePem: key.privatePem,
  signOuts: fileSignOutRecord(path.join(env('SIGNING_KEY_DIR'), 'global-sign-outs.json')),
  async resolveUsername(userPoolId, username) {
    try {
      return (await self.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }))).Username;
    } catch {
      return undefined;
    }
  },
  // A user found in no pool is not disabled (the sign-in fails on its own).
  userDisabled: async (username) => (await findUser(username))?.Enabled === false,
  async passwordPolicy(pool) {
    const userPoolId = await poolIdOf(pool);
    if (!userPoolId) return undefined;
    try {
      return (await self.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }))).UserPool?.Policies?.PasswordPolicy ?? {};
    } catch {
      return undefined;
    }
  },
  // Counted per account: the pool and user a name resolves to, so an alias in other letters or the sub count alike.
  signInLimit: {
    counter: createFailedSignInCounter(),
    accountOf: async (username) => {
      const user = await findUser(username);
      return user ? `${user.UserPoolId}/${user.Username}` : undefined;
    },
  },
  // Through this guard again, so a refresh token revoked by a sign-out everywhere is refused there too.
  async refreshTokens({ clientId, refreshToken, clientMetadata }) {
    const answer = await self.send(
      new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: refreshToken }, ClientMetadata: clientMetadata }),
    );
    return { AccessToken: answer.AuthenticationResult?.AccessToken, IdToken: answer.AuthenticationResult?.IdToken };
  },
});

const server = await createDefaultServer(logger);
createServer((request, response) => {
  guard(request, response, () => server.application(request, response)).catch((error: unknown) => {
    console.error('[cognito-guard]', error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error"}');
  });
}).listen(port, host, () => console.log(`Cognito Local running on http://${host}:${port}`));
