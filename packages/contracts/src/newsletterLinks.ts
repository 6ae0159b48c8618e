// The newsletter's double opt-in: an address counts as subscribed only once its owner follows the link mailed to
// it; every newsletter mail carries a link that unsubscribes (and deletes) the address. No zod: browser code
// imports this file.

/** The page the confirmation link opens, with `?token=…`. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/** The page the unsubscribe link of every newsletter mail opens, with `?token=…`. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
export const NEWSLETTER_CONFIRM_API_PATH = '/api/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe';
/** How long a confirmation link works; an address not confirmed by then is deleted. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed. The next issue will come to this address.';
export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed, and we have deleted your address.';
export const NEWSLETTER_LINK_INVALID = 'This link is not valid or has expired.';
