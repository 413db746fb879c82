// Whether a response carries the browser-security headers of shared/security-headers.ts, which
// CloudFront's response-headers policy (infra/constructs/web.ts) and the local gateway both send.
// The CSP names origins that differ by stage (Cognito, the uploads bucket), so it is held to the
// shared policy directive by directive: every source the policy lists must be there, and the only
// extra sources allowed are explicit origins, never a keyword such as 'unsafe-inline' or a wildcard.
import { contentSecurityPolicy, securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../shared/security-headers';

const HSTS = 'strict-transport-security';
const CSP = 'content-security-policy';

function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const isExplicitOrigin = (source: string) => /^https?:\/\/[^*\s/]+$/i.test(source);

function cspProblems(actual: string, https: boolean): string[] {
  const expected = directivesOf(contentSecurityPolicy({ uploadOrigins: [], upgradeInsecureRequests: https }));
  const present = directivesOf(actual);
  const problems: string[] = [];
  for (const [name, sources] of expected) {
    const actualSources = present.get(name);
    if (!actualSources) {
      problems.push(`CSP lacks ${name}`);
      continue;
    }
    const missing = sources.filter((source) => !actualSources.includes(source));
    const extra = actualSources.filter((source) => !sources.includes(source) && !isExplicitOrigin(source));
    if (missing.length) problems.push(`CSP ${name} lacks ${missing.join(' ')}`);
    if (extra.length) problems.push(`CSP ${name} also allows ${extra.join(' ')}`);
  }
  return problems;
}

function hstsProblems(actual: string): string[] {
  const parts = actual.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = Number(parts.find((part) => part.startsWith('max-age='))?.slice('max-age='.length));
  const problems: string[] = [];
  if (!(maxAge >= STRICT_TRANSPORT_SECURITY.maxAgeSeconds)) problems.push(`HSTS max-age below ${STRICT_TRANSPORT_SECURITY.maxAgeSeconds}`);
  if (STRICT_TRANSPORT_SECURITY.includeSubdomains && !parts.includes('includesubdomains')) problems.push('HSTS without includeSubDomains');
  if (STRICT_TRANSPORT_SECURITY.preload && !parts.includes('preload')) problems.push('HSTS without preload');
  return problems;
}

/**
 * What is wrong with one response's headers (nothing: an empty list). HSTS is required over https
 * only: browsers ignore it on plain http, where the local gateway sends it anyway.
 */
export function securityHeaderProblems(headers: Headers, https: boolean): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(securityHeaders({ uploadOrigins: [], upgradeInsecureRequests: https }))) {
    if (name === HSTS && !https) continue;
    const actual = headers.get(name);
    if (actual === null) problems.push(`${name} missing`);
    else if (name === HSTS) problems.push(...hstsProblems(actual));
    else if (name === CSP) problems.push(...cspProblems(actual, https));
    else if (actual.toLowerCase() !== value.toLowerCase()) problems.push(`${name} is "${actual}", not "${value}"`);
  }
  return problems;
}
