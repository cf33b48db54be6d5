/** Query parameters whose values never reach a log: passwords, tokens (reset links), secrets. */
const secretName = /password|token|secret/i;
/** A query that might name one (or hide one behind percent-encoding) gets a closer look. */
const mightHoldSecret = /pass|token|secret|%/i;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The request's path and query as a log may show it: the value of any parameter named like a
 * password, token or secret becomes `[redacted]` (the spec's sign-up sends its password in the
 * query; the reset e-mail's link carries its token there). Everything else is kept as sent.
 */
export function loggablePath(url: string): string {
  const q = url.indexOf('?');
  if (q === -1 || !mightHoldSecret.test(url.slice(q + 1))) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return secretName.test(decodeName(name)) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}
