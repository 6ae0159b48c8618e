export const EMAIL_MISSING = 'Please enter your e-mail address.';
export const VALID_EMAIL_REQUIRED = 'Valid email required';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why an address cannot be signed up, or null; the API checks it again. */
export function newsletterEmailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return EMAIL_MISSING;
  return EMAIL_SHAPE.test(trimmed) ? null : VALID_EMAIL_REQUIRED;
}
