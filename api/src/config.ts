import { CLIENT_NOTICE_WINDOW_MINUTES, ENGAGEMENT_DEFAULT_EXPIRY_DAYS } from '@frc/contracts';
import { DEFAULT_CONTENT_SEED_DIR, DEFAULT_DOCUMENTS_DIR, DEFAULT_EVIDENCE_DIR, DEFAULT_PGLITE_DIR } from './paths';
import appsManifest from '../../apps.json';
import { DEFAULT_RETENTION, type RetentionSettings } from './retention/retentionSettings';

/**
 * Request limits. `strict` is for production; `relaxed` lets the end-to-end suite sign in many fresh
 * addresses quickly from one machine; `off` is for load measurements.
 */
export type LimitsPreset = 'strict' | 'relaxed' | 'off';

export interface Limits {
  /** Whether per-IP request limits (429) apply at all. */
  perIpLimitsEnabled: boolean;
  /** Any /api request, per IP. */
  requestsPerMinutePerIp: number;
  /** Form posts (consultation requests, reports, applications, sign-ups), per IP. */
  submissionsPerMinutePerIp: number;
  /** send-otp and verify-otp calls, per IP. */
  signInCallsPerMinutePerIp: number;
  /** Shortest wait between two codes for one address to one requester. */
  otpResendIntervalSeconds: number;
  /** Codes per address per hour to one requester (an IPv4 address or an IPv6 /64). */
  otpSendsPerHourPerEmail: number;
  /** Codes per requester per hour, whatever the addresses. */
  otpSendsPerHourPerIp: number;
  /** Wrong guesses at one address's codes per hour, from everyone together; past it, each code gets one try. */
  otpFailedTriesPerHourPerEmail: number;
  /** Load telemetry reports (beacons, one per page at most a few), per IP. */
  telemetryReportsPerMinutePerIp: number;
}

const UNLIMITED = Number.MAX_SAFE_INTEGER;

export const LIMIT_PRESETS: Record<LimitsPreset, Limits> = {
  strict: {
    perIpLimitsEnabled: true,
    requestsPerMinutePerIp: 300,
    submissionsPerMinutePerIp: 10,
    signInCallsPerMinutePerIp: 20,
    otpResendIntervalSeconds: 60,
    otpSendsPerHourPerEmail: 5,
    otpSendsPerHourPerIp: 20,
    otpFailedTriesPerHourPerEmail: 20,
    telemetryReportsPerMinutePerIp: 30,
  },
  relaxed: {
    perIpLimitsEnabled: true,
    requestsPerMinutePerIp: 10_000,
    submissionsPerMinutePerIp: 1_000,
    signInCallsPerMinutePerIp: 1_000,
    otpResendIntervalSeconds: 0,
    otpSendsPerHourPerEmail: 1_000,
    otpSendsPerHourPerIp: 10_000,
    otpFailedTriesPerHourPerEmail: 10_000,
    telemetryReportsPerMinutePerIp: 10_000,
  },
  off: {
    perIpLimitsEnabled: false,
    requestsPerMinutePerIp: UNLIMITED,
    submissionsPerMinutePerIp: UNLIMITED,
    signInCallsPerMinutePerIp: UNLIMITED,
    otpResendIntervalSeconds: 0,
    otpSendsPerHourPerEmail: UNLIMITED,
    otpSendsPerHourPerIp: UNLIMITED,
    otpFailedTriesPerHourPerEmail: UNLIMITED,
    telemetryReportsPerMinutePerIp: UNLIMITED,
  },
};

/** Environment variable that overrides each limit of the chosen preset. */
const LIMIT_VARIABLES: Record<Exclude<keyof Limits, 'perIpLimitsEnabled'>, string> = {
  requestsPerMinutePerIp: 'RATE_LIMIT_REQUESTS_PER_MINUTE',
  submissionsPerMinutePerIp: 'RATE_LIMIT_SUBMISSIONS_PER_MINUTE',
  signInCallsPerMinutePerIp: 'RATE_LIMIT_SIGN_IN_PER_MINUTE',
  otpResendIntervalSeconds: 'OTP_RESEND_INTERVAL_SECONDS',
  otpSendsPerHourPerEmail: 'OTP_MAX_PER_EMAIL_PER_HOUR',
  otpSendsPerHourPerIp: 'OTP_MAX_PER_IP_PER_HOUR',
  otpFailedTriesPerHourPerEmail: 'OTP_MAX_FAILED_PER_EMAIL_PER_HOUR',
  telemetryReportsPerMinutePerIp: 'RATE_LIMIT_TELEMETRY_PER_MINUTE',
};

/** How much load telemetry is kept: the newest `maxRows` rows at most, none older than `retentionDays`. */
export interface TelemetrySettings {
  maxRows: number;
  retentionDays: number;
}

export const DEFAULT_TELEMETRY: TelemetrySettings = { maxRows: 100_000, retentionDays: DEFAULT_RETENTION.logDays };

/** The case rooms' documents in an S3-compatible bucket instead of `documentsDir` (storage/s3Store.ts). */
export interface S3Storage {
  kind: 's3';
  bucket: string;
  /** Another S3-compatible server (MinIO, s3rver); AWS S3 itself when null. */
  endpoint: string | null;
  region: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Put before every object's key (`documents/`), so the bucket may hold other things. */
  keyPrefix: string;
}

/** Where the case rooms' documents live: the local folder (`documentsDir`, the default) or a bucket. */
export type DocumentStorage = { kind: 'folder' } | S3Storage;

/** The graceful stop on SIGTERM (server.ts, docs/deploy.md). */
export interface ShutdownSettings {
  /** How long readiness answers 503 while requests are still served, so a load balancer stops sending new ones. */
  drainDelayMs: number;
  /** How long requests in flight (uploads too) may take to finish before their connections are cut. */
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownSettings = { drainDelayMs: 0, timeoutMs: 25_000 };

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** Engagement letters: the firm's seal (a secret) and how long a letter may be signed. */
export interface EngagementConfig {
  /** A PKCS#12 bundle, base64 (`ENGAGEMENT_SEAL_P12`); a self-signed seal is made at start when not set. */
  sealP12Base64: string | null;
  /** Its passphrase (`ENGAGEMENT_SEAL_P12_PASSWORD`). */
  sealPassphrase: string;
  /** `ENGAGEMENT_EXPIRY_DAYS`, 14 when not set. */
  expiryDays: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The Prometheus metrics' own port (`METRICS_PORT`, 0 for any free one), which the web servers never pass on. */
  metricsPort: number;
  /** Where the metrics listen (`METRICS_HOST`); HOST when not set. */
  metricsHost: string;
  database: DatabaseTarget;
  /** Folder of the whistleblowing reports' evidence files (shared by every instance of the API). */
  evidenceDir: string;
  /** Folder of the case rooms' documents (the local document store; shared by every instance of the API). */
  documentsDir: string;
  /** The folder above, or a bucket every instance shares (`DOCUMENTS_S3_BUCKET`). */
  documentStorage: DocumentStorage;
  /**
   * Redis that counts the per-IP request limits for every replica together (`REDIS_URL`); each process counts
   * alone in its memory when null.
   */
  redisUrl: string | null;
  shutdown: ShutdownSettings;
  smtpUrl: string;
  mailFrom: string;
  /** Inbox told about each new consultation request, report and application; none when empty. */
  teamEmail: string | null;
  allowedOrigins: string[];
  /** The site's address as visitors open it: links in mails start with it. */
  publicOrigin: string;
  /** A client gets at most one notice mail per case in this many minutes (`CLIENT_NOTICE_WINDOW_MINUTES`, at least 1). */
  clientNoticeWindowMinutes: number;
  /**
   * Whether `POST /ops/notices` may first end one case's window (`{ "caseRef": "C-12" }`), so the end-to-end stack can
   * check the gathered notice without waiting for it (`OPS_NOTICES_END_WINDOW`); never in production.
   */
  opsNoticesEndWindow: boolean;
  /**
   * Whether `POST /ops/reminders` may first end one waiting engagement letter's period (`{ "letterId": 7 }`), so the
   * end-to-end stack sees it expire (`OPS_LETTERS_EXPIRE_ON_DEMAND`); never in production.
   */
  opsLettersExpireOnDemand: boolean;
  /**
   * The firm's video service: each video consultation gets an unguessable room under this address (BOOKING_VIDEO_URL).
   * Null (not set): consultations are by phone only.
   */
  bookingVideoUrl: string | null;
  engagement: EngagementConfig;
  trustProxy: string | boolean;
  logLevel: string;
  /** Key for hashing sign-in codes; random per process when not set. */
  otpSecret: string | null;
  limits: Limits;
  telemetry: TelemetrySettings;
  /** How long records are kept; the API purges what is older daily. */
  retention: RetentionSettings;
  /**
   * Bearer token of the operators' read-outs (the load telemetry's summary, for `npm run deploy:status` and the
   * canary guard); those routes do not exist when it is not set.
   */
  opsToken: string | null;
  /** The first content's JSON files (`<kind>.json`), put in an empty database at start (`CONTENT_SEED_DIR`). */
  contentSeedDir: string | null;
  /**
   * A JSON file of the site's own pages (a list of paths, or the remotes' routes.json documents), for the broken-link
   * warnings of a publish (`CONTENT_KNOWN_PATHS_FILE`); without it, only published items' addresses are known.
   */
  contentKnownPathsFile: string | null;
}

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, not "${raw}"`);
  return value;
}

export function readLimits(env: Env): Limits {
  const presetName = setting(env, 'RATE_LIMITS') ?? 'strict';
  if (!(presetName in LIMIT_PRESETS)) throw new Error(`RATE_LIMITS must be strict, relaxed or off, not "${presetName}"`);
  const preset = LIMIT_PRESETS[presetName as LimitsPreset];
  const limits: Limits = { ...preset };
  for (const [key, variable] of Object.entries(LIMIT_VARIABLES) as [keyof typeof LIMIT_VARIABLES, string][]) {
    limits[key] = wholeNumber(env, variable, preset[key]);
  }
  return limits;
}

/** A whole number of at least `least`. */
function countOfAtLeast(env: Env, name: string, fallback: number, least: number): number {
  const value = wholeNumber(env, name, fallback);
  if (value < least) throw new Error(`${name} must be ${least} or more, not "${value}"`);
  return value;
}

function readTrustProxy(raw: string | undefined): string | boolean {
  if (raw === undefined) return 'loopback';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

/** Without ALLOWED_ORIGINS: the five web apps' local origins, as the apps manifest gives their ports. */
export const DEFAULT_ALLOWED_ORIGINS = appsManifest.web.map(({ port }) => `http://localhost:${port}`);

function yesOrNo(env: Env, name: string, fallback: boolean): boolean {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`${name} must be true or false, not "${raw}"`);
}

/**
 * BOOKING_VIDEO_URL: the firm's own video service, whose rooms are named by the path after it. Only an https address
 * without a query or fragment (a room's name is added to its path); unset, nobody is offered a video call.
 */
function videoServiceUrl(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // refused below
  }
  if (!url || url.protocol !== 'https:' || url.search || url.hash || url.username || url.password) {
    throw new Error(`BOOKING_VIDEO_URL must be an https:// address without a query, like https://video.example.com/rooms, not "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** `DOCUMENTS_S3_BUCKET` chooses a bucket; without it the documents stay in `DOCUMENTS_DIR`. */
export function readDocumentStorage(env: Env): DocumentStorage {
  const bucket = setting(env, 'DOCUMENTS_S3_BUCKET');
  if (!bucket) return { kind: 'folder' };
  const endpoint = setting(env, 'DOCUMENTS_S3_ENDPOINT') ?? null;
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: setting(env, 'DOCUMENTS_S3_REGION') ?? setting(env, 'AWS_REGION') ?? 'us-east-1',
    forcePathStyle: yesOrNo(env, 'DOCUMENTS_S3_FORCE_PATH_STYLE', endpoint !== null),
    keyPrefix: setting(env, 'DOCUMENTS_S3_KEY_PREFIX') ?? '',
  };
}

/** The API's metrics port when METRICS_PORT is not set. */
export const DEFAULT_METRICS_PORT = 9464;

export function readConfig(env: Env): ServerConfig {
  const databaseUrl = setting(env, 'DATABASE_URL');
  const host = setting(env, 'HOST') ?? '127.0.0.1';
  return {
    port: wholeNumber(env, 'PORT', 4000),
    host,
    metricsPort: wholeNumber(env, 'METRICS_PORT', DEFAULT_METRICS_PORT),
    metricsHost: setting(env, 'METRICS_HOST') ?? host,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: setting(env, 'PGLITE_DIR') ?? DEFAULT_PGLITE_DIR },
    evidenceDir: setting(env, 'EVIDENCE_DIR') ?? DEFAULT_EVIDENCE_DIR,
    documentsDir: setting(env, 'DOCUMENTS_DIR') ?? DEFAULT_DOCUMENTS_DIR,
    documentStorage: readDocumentStorage(env),
    redisUrl: setting(env, 'REDIS_URL') ?? null,
    shutdown: {
      drainDelayMs: wholeNumber(env, 'SHUTDOWN_DRAIN_DELAY_MS', DEFAULT_SHUTDOWN.drainDelayMs),
      timeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN.timeoutMs),
    },
    smtpUrl: setting(env, 'SMTP_URL') ?? 'smtp://127.0.0.1:1025',
    mailFrom: setting(env, 'MAIL_FROM') ?? 'ClearTrace Recovery <no-reply@cleartrace-recovery.example>',
    teamEmail: setting(env, 'TEAM_EMAIL') ?? null,
    allowedOrigins: (setting(env, 'ALLOWED_ORIGINS')?.split(',') ?? DEFAULT_ALLOWED_ORIGINS).map((origin) => origin.trim()).filter(Boolean),
    publicOrigin: (setting(env, 'PUBLIC_ORIGIN') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    clientNoticeWindowMinutes: countOfAtLeast(env, 'CLIENT_NOTICE_WINDOW_MINUTES', CLIENT_NOTICE_WINDOW_MINUTES, 1),
    opsNoticesEndWindow: yesOrNo(env, 'OPS_NOTICES_END_WINDOW', false),
    opsLettersExpireOnDemand: yesOrNo(env, 'OPS_LETTERS_EXPIRE_ON_DEMAND', false),
    bookingVideoUrl: videoServiceUrl(setting(env, 'BOOKING_VIDEO_URL')),
    engagement: {
      sealP12Base64: setting(env, 'ENGAGEMENT_SEAL_P12') ?? null,
      sealPassphrase: setting(env, 'ENGAGEMENT_SEAL_P12_PASSWORD') ?? '',
      expiryDays: wholeNumber(env, 'ENGAGEMENT_EXPIRY_DAYS', ENGAGEMENT_DEFAULT_EXPIRY_DAYS),
    },
    trustProxy: readTrustProxy(setting(env, 'TRUST_PROXY')),
    logLevel: setting(env, 'LOG_LEVEL') ?? 'info',
    otpSecret: setting(env, 'OTP_SECRET') ?? null,
    limits: readLimits(env),
    telemetry: {
      maxRows: wholeNumber(env, 'TELEMETRY_MAX_ROWS', DEFAULT_TELEMETRY.maxRows),
      retentionDays: wholeNumber(env, 'RETENTION_LOG_DAYS', DEFAULT_RETENTION.logDays),
    },
    retention: {
      requestMonths: wholeNumber(env, 'RETENTION_REQUEST_MONTHS', DEFAULT_RETENTION.requestMonths),
      reportMonths: wholeNumber(env, 'RETENTION_REPORT_MONTHS', DEFAULT_RETENTION.reportMonths),
      unconfirmedNewsletterDays: wholeNumber(env, 'RETENTION_UNCONFIRMED_NEWSLETTER_DAYS', DEFAULT_RETENTION.unconfirmedNewsletterDays),
      logDays: wholeNumber(env, 'RETENTION_LOG_DAYS', DEFAULT_RETENTION.logDays),
      auditMonths: wholeNumber(env, 'RETENTION_AUDIT_MONTHS', DEFAULT_RETENTION.auditMonths),
      caseRoomMonths: wholeNumber(env, 'RETENTION_CASE_ROOM_MONTHS', DEFAULT_RETENTION.caseRoomMonths),
      contentRevisionsKept: wholeNumber(env, 'RETENTION_CONTENT_REVISIONS_KEPT', DEFAULT_RETENTION.contentRevisionsKept),
      contentRevisionMonths: wholeNumber(env, 'RETENTION_CONTENT_REVISION_MONTHS', DEFAULT_RETENTION.contentRevisionMonths),
      unusedImageDays: wholeNumber(env, 'RETENTION_UNUSED_IMAGE_DAYS', DEFAULT_RETENTION.unusedImageDays),
    },
    opsToken: setting(env, 'OPS_TOKEN') ?? null,
    contentSeedDir: setting(env, 'CONTENT_SEED_DIR') ?? DEFAULT_CONTENT_SEED_DIR,
    contentKnownPathsFile: setting(env, 'CONTENT_KNOWN_PATHS_FILE') ?? null,
  };
}
