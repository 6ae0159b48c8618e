// Read by playwright.config.ts too: constants only, nothing of the test runner.
import { MAIL_WEB_PORT, SHELL_ORIGINS } from './apps';

/**
 * The site the suites run against: the local stack the config starts (the shell's port in apps.json), or a deployed site,
 * `E2E_BASE_URL=https://staging.example MAILBOX_URL=https://mail.staging.example npm run test:e2e`, for which
 * nothing is started here. MAILBOX_URL is the MailDev (REST API) inbox the site's API sends its mail to.
 */
export const SITE = (process.env.E2E_BASE_URL || SHELL_ORIGINS[0]).replace(/\/+$/, '');
export const MAILBOX = (process.env.MAILBOX_URL || `http://127.0.0.1:${MAIL_WEB_PORT}`).replace(/\/+$/, '');
/** Whether the suites run on the local stack, which they may stop, deploy to and read the files of. */
export const LOCAL_STACK = !process.env.E2E_BASE_URL;

/**
 * The local stack's data folder, from the repository's root: `.data/e2e`, or another for a second stack started
 * beside the first (E2E_DATA_DIR with FRC_PORT_OFFSET; scripts/checks/test.mjs runs the journeys so).
 */
export const DATA_DIR = process.env.E2E_DATA_DIR || '.data/e2e';
/** Whether the stack is a second one, beside the stack of `npm start`'s e2e run (its own data folder). */
export const SECOND_STACK = DATA_DIR !== '.data/e2e';

/** Set by globalSetup for a deployed site: each remote's origin, as its remote map names it. */
export const REMOTE_ORIGINS_VARIABLE = 'E2E_REMOTE_ORIGINS';

