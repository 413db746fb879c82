// Runtime configuration, read once from /config.json so one build serves every stage (the deploy
// writes the file from stack outputs; the local gateway serves it). Unit tests have no such file:
// a missing or malformed config falls back to same-origin defaults instead of failing the page.
import * as z from 'zod';

/** What /config.json holds; the post-deploy smoke test (scripts/smoke) reads a stage's config with it too. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().default(''),
  stage: z.string().default('local'),
  region: z.string().default(''),
  userPoolId: z.string().default(''),
  userPoolClientId: z.string().default(''),
  cognitoEndpoint: z.string().optional(),
  // How the SPA proves the password to Cognito: SRP in AWS (the password never leaves the browser);
  // the local emulator has no SRP, so its config says USER_PASSWORD_AUTH.
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Where the stage's Cognito answers: the config names it (the emulator locally); otherwise the region's. */
export function cognitoEndpointOf(config: Pick<RuntimeConfig, 'cognitoEndpoint' | 'region'>): string {
  return config.cognitoEndpoint || `https://cognito-idp.${config.region}.amazonaws.com/`;
}

const DEFAULT_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({});

let pending: Promise<RuntimeConfig> | undefined;

async function fetchConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return DEFAULT_CONFIG;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? { ...parsed.data, apiBaseUrl: parsed.data.apiBaseUrl.replace(/\/+$/, '') } : DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}

/** The config, fetched on first use and shared by every later caller. */
export function loadConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig();
  return pending;
}

/** Tests set the config directly so they do not depend on fetch order. */
export function setConfigForTests(config: Partial<RuntimeConfig> | undefined): void {
  pending = config ? Promise.resolve({ ...DEFAULT_CONFIG, ...config }) : undefined;
}
