/** `jane.doe@example.com` → `ja***@example.com`: enough to tell mails apart in logs, not enough to know who. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

const EMAIL_QUERY_VALUE = /([?&]email=)([^&#]*)/gi;

/** A request URL for the log: an `email` query value is masked. */
export function redactUrl(url: string): string {
  return url.replace(EMAIL_QUERY_VALUE, (_match, name: string, value: string) => {
    let email = value;
    try {
      email = decodeURIComponent(value);
    } catch {
      // keep it encoded; it is masked all the same
    }
    return `${name}${encodeURIComponent(maskEmail(email))}`;
  });
}
