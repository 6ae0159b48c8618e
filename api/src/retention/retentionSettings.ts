/** How long what the site holds is kept (docs/privacy-and-retention.md). */
export interface RetentionSettings {
  /** Consultation requests with no activity (neither sent nor confirmed) for this many months. */
  requestMonths: number;
  /** Whistleblowing reports and their evidence files, this many months after they were sent. */
  reportMonths: number;
  /** Newsletter addresses not confirmed from their mailed link within this many days. */
  unconfirmedNewsletterDays: number;
  /** Load telemetry, sign-in records (codes, sends, wrong guesses) and ended sessions: this many days. */
  logDays: number;
  /** The back office's audit log: entries older than this many months. */
  auditMonths: number;
  /** A closed case's messages and documents (with their files), this many months after it was closed. */
  caseRoomMonths: number;
  /** Content revisions: the newest this many of each item, none older than `contentRevisionMonths` (published ones stay). */
  contentRevisionsKept: number;
  contentRevisionMonths: number;
  /** Uploaded content images that nothing uses, this many days after their upload. */
  unusedImageDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  requestMonths: 24,
  reportMonths: 24,
  unconfirmedNewsletterDays: 7,
  logDays: 90,
  auditMonths: 24,
  caseRoomMonths: 24,
  contentRevisionsKept: 50,
  contentRevisionMonths: 12,
  unusedImageDays: 30,
};
