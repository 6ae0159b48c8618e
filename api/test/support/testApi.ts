import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DEFAULT_SUBJECT, type ServiceRequest } from '@frc/contracts';
import { buildApp } from '../../src/app';
import { DEFAULT_ALLOWED_ORIGINS, LIMIT_PRESETS, type DocumentStorage, type Limits, type TelemetrySettings } from '../../src/config';
import { createLogger } from '../../src/http/logging';
import { startMetricsServer, type MetricsServer } from '../../src/observability/metricsServer';
import type { RetentionSettings } from '../../src/retention/retentionSettings';
import { startMailbox, type Mailbox } from './mailbox';
import { createTestDatabase } from './testDatabase';

const BOOKKEEPING_FIELDS = new Set(['time', 'pid', 'responseTime']);

function withoutBookkeeping(line: string): string {
  if (line.trim() === '') return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(Object.fromEntries(Object.entries(entry).filter(([key]) => !BOOKKEEPING_FIELDS.has(key))));
  } catch {
    return line;
  }
}

export const TEAM_EMAIL = 'team@cleartrace-recovery.example';
const ERASURE_SUBJECT = 'Your code to erase your ClearTrace Recovery data';
/** The site's address in the links the test API mails. */
export const PUBLIC_ORIGIN = 'http://localhost:3000';

export interface TestApiOptions {
  limits?: Limits;
  /** The firm's video service (BOOKING_VIDEO_URL); none: consultations by phone only. */
  bookingVideoUrl?: string;
  /** Where mail goes; the suite's own mailbox when not given. */
  smtpUrl?: string;
  telemetry?: TelemetrySettings;
  /** The operators' token; the ops routes are not served without one. */
  opsToken?: string;
  retention?: RetentionSettings;
  /** The case rooms' documents in a bucket (an s3rver the suite started) rather than a temporary folder. */
  documentStorage?: DocumentStorage;
  /** Count the per-IP limits in this Redis rather than in memory. */
  redisUrl?: string;
  /** The first content's files, put in the empty database at start. */
  contentSeedDir?: string;
  /** The site's own pages, for the broken-link warnings. */
  contentKnownPaths?: readonly string[];
  /** The remotes' routes.json documents in a file, as the deployment hands them (CONTENT_KNOWN_PATHS_FILE). */
  contentKnownPathsFile?: string;
  /** Serve the metrics on a port of their own (`metricsOrigin`), as the server does. */
  serveMetrics?: boolean;
  /** Publish the scheduled content come due this often, as the server does; never when not given. */
  contentPublishEveryMs?: number;
  /** The client notices' window, in minutes; the default when not given. */
  clientNoticeWindowMinutes?: number;
  /** Let `POST /api/ops/notices` end a case's window first, as the end-to-end stack does. */
  opsNoticesEndWindow?: boolean;
  /** Let `POST /api/ops/reminders` end a waiting letter's period first, as the end-to-end stack does. */
  opsLettersExpireOnDemand?: boolean;
}

export interface ApiAnswer<Body> {
  status: number;
  headers: Headers;
  body: Body;
}

interface CallOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (with whatever Content-Type `headers` give). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** A clock the tests move by hand. */
export function createTestClock(start = Date.now()) {
  let current = start;
  return {
    now: () => new Date(current),
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

export function leadFormRequest(email: string, overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    fname: 'Ada',
    lname: 'Lovelace',
    phone: '+1 2025550100',
    email,
    subject: DEFAULT_SUBJECT,
    scam_type: 'forex',
    transaction_type: 'wire_transfer',
    scam_amount: '2500',
    scam_description: 'The broker stopped answering after my deposit.',
    ...overrides,
  };
}

/**
 * The API on a free loopback port with its own database and mailbox, spoken to over real HTTP.
 * Limits are off unless a suite asks for them.
 */
export async function startTestApi(options: TestApiOptions = {}) {
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const clock = createTestClock();
  const evidenceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-evidence-'));
  const documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-documents-'));
  const logLines: string[] = [];
  const routes: { method: string; url: string }[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildApp({
    database: database.connection,
    evidenceDir,
    documentsDir,
    documentStorage: options.documentStorage,
    redisUrl: options.redisUrl,
    publicOrigin: PUBLIC_ORIGIN,
    bookingVideoUrl: options.bookingVideoUrl,
    smtpUrl: options.smtpUrl ?? mailbox.smtpUrl,
    mailFrom: 'ClearTrace Recovery <no-reply@cleartrace-recovery.example>',
    teamEmail: TEAM_EMAIL,
    allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
    limits: options.limits ?? LIMIT_PRESETS.off,
    telemetry: options.telemetry,
    opsToken: options.opsToken,
    retention: options.retention,
    contentSeedDir: options.contentSeedDir,
    contentKnownPaths: options.contentKnownPaths,
    contentKnownPathsFile: options.contentKnownPathsFile,
    contentPublishEveryMs: options.contentPublishEveryMs,
    clientNoticeWindowMinutes: options.clientNoticeWindowMinutes,
    opsNoticesEndWindow: options.opsNoticesEndWindow,
    opsLettersExpireOnDemand: options.opsLettersExpireOnDemand,
    otpSecret: 'a secret only the tests know',
    trustProxy: 'loopback',
    logger: createLogger('info', logStream),
    now: clock.now,
    onRoute: ({ method, url }) => {
      for (const each of [method].flat()) routes.push({ method: each, url });
    },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const metricsServer: MetricsServer | null = options.serveMetrics ? await startMetricsServer(app.metrics.registry, { port: 0, host: '127.0.0.1' }) : null;

  const api = Object.assign(createApiClient(baseUrl, mailbox), {
    /** Every route the app serves (HEAD included), as Fastify registered it. */
    routes,
    db: database.connection.db,
    database,
    evidenceDir,
    documentsDir,
    /** Every mail the API has handed over so far is in the mailbox (or its failure logged): no fixed wait needed. */
    mailsSettled: () => app.mailsSettled(),
    clock,
    /** Where `GET /metrics` answers, when `serveMetrics` was asked for. */
    metricsOrigin: metricsServer?.origin ?? null,
    /**
     * Everything logged so far, as JSON lines, without each entry's own clock and process figures (time, pid,
     * responseTime): what a request can put in the log. A six-digit code is otherwise found by chance in a
     * millisecond timestamp.
     */
    logs: () => logLines.join('').split('\n').map(withoutBookkeeping).join('\n'),
    async close(): Promise<void> {
      await metricsServer?.close();
      await app.close();
      await mailbox.close();
      await database.drop();
      fs.rmSync(evidenceDir, { recursive: true, force: true });
      fs.rmSync(documentsDir, { recursive: true, force: true });
    },
  });
  return api;
}

/**
 * Speaks to an API over real HTTP as the portal and the tests do, reading its mails from `mailbox`. `baseUrl` may
 * be a function, asked again for every request (the two-replica test alternates between two servers with it).
 */
export function createApiClient(baseUrl: string | (() => string), mailbox: Mailbox) {
  const urlOf = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  async function call<Body = Record<string, unknown>>(method: string, path: string, { json, raw, token, headers = {} }: CallOptions = {}): Promise<ApiAnswer<Body>> {
    const sent: Record<string, string> = { ...headers };
    if (json !== undefined) sent['content-type'] = 'application/json';
    if (token) sent.authorization = `Bearer ${token}`;
    const response = await fetch(`${urlOf()}${path}`, { method, headers: sent, body: json !== undefined ? JSON.stringify(json) : raw });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    return { status: response.status, headers: response.headers, body: body as Body };
  }

  const api = {
    /** Where the next request goes. */
    get baseUrl() {
      return urlOf();
    },
    mailbox,
    call,
    get: <Body = Record<string, unknown>>(path: string, options?: CallOptions) => call<Body>('GET', path, options),
    post: <Body = Record<string, unknown>>(path: string, json?: unknown, options?: Omit<CallOptions, 'json'>) => call<Body>('POST', path, { ...options, json }),

    /** Asks for a code and waits for its mail; answers with the six digits. */
    async requestCode(email: string): Promise<string> {
      const mailsBefore = mailbox.signInMailsTo(email).length;
      const sent = await call('POST', '/api/send-otp', { json: { email } });
      if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
      return mailbox.codeFor(email, mailsBefore);
    },

    /** Confirms the newest request mailed to `email` (beyond the first `skip`) with its link, as its owner would. */
    async confirmLatestRequest(email: string, skip = 0): Promise<void> {
      const token = await mailbox.confirmationTokenFor(email, skip);
      const confirmed = await call('POST', '/api/services/confirm', { json: { token } });
      if (confirmed.status !== 200) throw new Error(`services/confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
    },

    /** Signs in the way the portal does and answers with the bearer token. */
    /** Signs in with the mailed code, from a browser that sent the requests keyed `sentRequests`. */
    async signIn(email: string, sentRequests?: string[]): Promise<string> {
      const code = await api.requestCode(email);
      const verified = await call<{ token: string }>('POST', '/api/verify-otp', { json: { email, otp: code, ...(sentRequests && { sentRequests }) } });
      if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
      return verified.body.token;
    },

    /** Asks for an erasure code with `token` and reads it from the mail. */
    async erasureCode(email: string, token: string): Promise<string> {
      const isErasureMail = (mail: { subject: string }) => mail.subject === ERASURE_SUBJECT;
      const before = mailbox.mailsTo(email).filter(isErasureMail).length;
      const sent = await call('POST', '/api/me/erasure-code', { token });
      if (sent.status !== 200) throw new Error(`me/erasure-code answered ${sent.status}: ${JSON.stringify(sent.body)}`);
      const mail = await mailbox.nextMailTo(email, before, 5000, isErasureMail);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error('no code in the erasure mail');
      return code;
    },
  };
  return api;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

let addressCounter = 0;
/** An address no other test uses. */
export function uniqueEmail(prefix: string): string {
  addressCounter += 1;
  return `${prefix}-${process.pid}-${addressCounter}-${Date.now().toString(36)}@example.com`;
}
