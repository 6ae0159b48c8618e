/**
 * The short privacy notice every form that sends personal data shows beside its submit button, by the date of
 * its wording. A form sends the version it showed; the API stores it with the record, whose `created_at` says
 * when. Change the date whenever the notice's words change.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-24';

/** What a notice version looks like: the date of its wording. */
export const PRIVACY_NOTICE_VERSION_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
