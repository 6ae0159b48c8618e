// The client's data page (/dashboard/profile): see, download, erase. No zod: browser code imports this file.
export const CLIENT_DATA_API_PATH = '/api/me/data';
/** Mails a fresh one-time code for the erasure: a token alone never erases anything. */
export const ERASURE_CODE_API_PATH = '/api/me/erasure-code';
export const ERASE_DATA_API_PATH = '/api/me/erase';
export const DATA_ERASED = 'Your data has been erased, and you are signed out everywhere.';
