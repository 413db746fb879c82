// The names the local stack answers to. A page at evil.example whose DNS name is re-pointed at
// 127.0.0.1 (DNS rebinding) is, to the browser, the same origin as evil.example itself: it could
// read /dev/outbox.json (pay, manage and join links), the runtime config and everything else on
// the gateway, and drive it. The Host header is what such a request cannot hide, so the gateway
// (and the upload front) serve only their own port under the loopback names, and under the names
// listed in LOCAL_ALLOWED_HOSTS (comma-separated; e.g. a hosts-file alias or a LAN name this machine
// is reached by); any other Host gets 421 Misdirected Request before anything is read or served.
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The environment variable that adds host names (comma-separated) to the loopback ones. */
export const ALLOWED_HOSTS_VARIABLE = 'LOCAL_ALLOWED_HOSTS';

/** The host names served: the loopback names and those listed in LOCAL_ALLOWED_HOSTS, lower-case. */
export function allowedHostNames(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env[ALLOWED_HOSTS_VARIABLE] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    // An IPv6 address is written in brackets in a Host header.
    .map((name) => (name.includes(':') && !name.startsWith('[') ? `[${name}]` : name));
  return [...new Set([...LOOPBACK_NAMES, ...listed])];
}

/** Host header -> name and port ("[::1]:3000" -> "[::1]", "3000"); the port is absent when not given. */
function splitHost(host: string): { name: string; port?: string } {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d+))?$/.exec(host);
  return match ? { name: match[1]!, port: match[2] } : { name: '' };
}

/** Whether a request's Host header names this server: an allowed name and the port it listens on. */
export function isAllowedHost(hostHeader: string | undefined, listeningPort: number, names: readonly string[]): boolean {
  if (!hostHeader) return false;
  const { name, port } = splitHost(hostHeader.trim().toLowerCase());
  return names.includes(name) && Number(port ?? 80) === listeningPort;
}

/** The origins a browser shows the site under, one per allowed name (the upload front's CORS allows these). */
export function siteOriginsOf(port: number, names: readonly string[]): string[] {
  return names.map((name) => `http://${name}:${port}`);
}
