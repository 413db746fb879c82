// Where to go after signing in. Only a path on this site is accepted: a full URL, a
// protocol-relative '//host' or a backslash trick ('/\host', which browsers treat as '//host')
// would turn the sign-in page into an open redirect.
const DEFAULT_AFTER_SIGN_IN = '/dashboard';

export function safeRedirect(value: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!value || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide a '//'.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const resolved = new URL(value, 'https://site.invalid');
    if (resolved.origin !== 'https://site.invalid') return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
