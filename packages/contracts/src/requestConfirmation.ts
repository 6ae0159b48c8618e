// Confirming a consultation request from the link mailed to its address. No zod here: browser code imports this file.

/** The page a request's confirmation link opens, with `?token=…`. */
export const CONFIRM_REQUEST_PATH = '/contact-us/confirm';
/** The API call that page makes with the token. */
export const CONFIRM_REQUEST_API_PATH = '/api/services/confirm';
/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;
export const CONFIRMATION_LINK_INVALID = 'This confirmation link is not valid or has expired.';
/** The shape of a link's token: 256 random bits, URL-safe. */
export const CONFIRMATION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
