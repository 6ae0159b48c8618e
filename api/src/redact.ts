/** `jane.doe@example.com` → `ja***@example.com`: enough to tell mails apart in logs, not enough to know who. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  // Cut at a mask already there, so masking twice changes nothing.
  const kept = email.slice(0, Math.min(2, at)).replace(/\*.*$/, '');
  return `${kept}***${email.slice(at)}`;
}

/** Anything with an @ in it, up to the characters that separate the parts of a URL or a sentence. */
const ADDRESS_LIKE = /[^\s/?&=#;,"'<>()[\]]+@[^\s/?&=#;,"'<>()[\]]*/g;

/** Every address-like run in `text` masked. */
export function redactText(text: string | undefined): string {
  return (text ?? '').replace(ADDRESS_LIKE, maskEmail);
}

/** Percent-escapes decoded where they are valid UTF-8, left as they are where not; repeated for double encoding. */
function decodeLeniently(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    const next = current.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/** An `email` parameter (however its name is spelled or encoded): its whole value, even one without an @. */
const EMAIL_PARAMETER = /([?&;]email=)([^&#;]*)/gi;

/**
 * A request URL for the log, decoded so that no spelling hides an address: every address in the
 * path or any parameter is masked, and so is the whole value of an `email` parameter.
 */
export function redactUrl(url: string): string {
  const decoded = decodeLeniently(url);
  return redactText(decoded.replace(EMAIL_PARAMETER, (_match, name: string, value: string) => `${name}${maskEmail(value)}`));
}

/** Parameters that carry a secret in a link: a confirmation, enrolment or calendar token, a code, a key. */
const SECRET_PARAMETER = /([?&;](?:token|t|code|otp|key|secret|sig|signature|password)=)([^&#;]*)/gi;
/** A path segment shaped like a secret token (base64url, 32 characters or more), a file extension after it or not. */
const SECRET_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{32,}(?=\.[A-Za-z0-9]+$|[/?#]|$)/g;

/**
 * A URL for a trace: as for the log (`redactUrl`), and every secret it may carry, a sign-in, enrolment or calendar
 * link's token as a parameter or as a path segment, replaced.
 */
export function redactSecrets(url: string): string {
  return redactUrl(url)
    .replace(SECRET_PARAMETER, (_match, name: string) => `${name}[redacted]`)
    .replace(SECRET_SEGMENT, '[redacted]');
}
