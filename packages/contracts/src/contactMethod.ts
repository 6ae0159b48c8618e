// Zod-free, so the browser's forms and the API's schema apply the same rule with the same words.

/** What a request that leaves both ways of answering it blank is told, in the browser and by the API. */
export const CONTACT_METHOD_REQUIRED = 'Please give an e-mail address or a phone number so we can reply.';

/** A request we can answer: an e-mail address or a phone number that is more than blanks. */
export function hasContactMethod({ email, phone }: { email?: string | null; phone?: string | null }): boolean {
  return Boolean(email?.trim() || phone?.trim());
}
