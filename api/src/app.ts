import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { BACKGROUND_REQUEST_HEADER, CSRF_HEADER, ENGAGEMENT_DEFAULT_EXPIRY_DAYS, IDEMPOTENCY_KEY_HEADER, MAX_REQUEST_BODY_BYTES } from '@frc/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './appContext';
import { systemClock, type Clock } from './clock';
import { DEFAULT_TELEMETRY, type DocumentStorage, type EngagementConfig, type Limits, type TelemetrySettings } from './config';
import type { DatabaseConnection } from './db/client';
import { createClientHooks } from './http/clientAuth';
import { registerErrorAnswers } from './http/errorAnswers';
import { registerInputGuard } from './http/inputGuard';
import { registerRateLimits } from './http/rateLimits';
import { closeConnectionsOnceIdle } from './http/closing';
import { answerWithRequestIds, REQUEST_ID_HEADER, requestIdOf } from './http/requestIds';
import { createMetrics, type JobName, type Metrics } from './observability/metrics';
import { registerRequestMetrics } from './observability/requestMetrics';
import type { Tracing } from './observability/tracing';
import { createSmtpMailer } from './mail/mailer';
import { createCodeCrypto } from './otp/codeCrypto';
import { createSignInCodes } from './otp/signInCodes';
import { AUDIT_ACTIONS, createAudit } from './backOffice/audit';
import { SIGNING_CODE_TABLES, STAFF_CODE_TABLES } from './db/schema';
import { createEngagements } from './engagement/engagements';
import { sealKeyFromSecret, selfSignedSealKey } from './engagement/sealKey';
import { engagementVerifyRoutes } from './routes/engagements';
import { engagementNoticeMail } from './mail/engagementMails';
import { FIRM_NAME } from './booking/invites';
import { backOfficeRoutes } from './routes/admin';
import { opsStaffRoutes } from './routes/opsStaff';
import { createEvidenceStore } from './reports/evidenceStore';
import { createLocalFolderStore } from './storage/localFolderStore';
import type { DocumentStore } from './storage/documentStore';
import { alwaysReady, type Readiness } from './http/readiness';
import { clientAreaRoutes } from './routes/clientArea';
import { clientDataRoutes } from './routes/clientData';
import { clientCaseRoutes } from './routes/cases';
import { healthRoutes } from './routes/health';
import { serviceRoutes } from './routes/services';
import { signInRoutes } from './routes/signIn';
import { siteFormRoutes } from './routes/siteForms';
import { operationsRoutes } from './routes/operations';
import { telemetryRoutes } from './routes/telemetry';
import { createClientNotices } from './mail/clientNotices';
import { createTaskReminders } from './mail/taskReminders';
import { purgeExpired } from './retention/purge';
import { DEFAULT_RETENTION, type RetentionSettings } from './retention/retentionSettings';
import { whistleblowingRoutes } from './routes/whistleblowing';
import { bookingRoutes } from './routes/bookings';
import { createConsultationMails } from './mail/consultationMails';
import { sendConsultationReminders } from './booking/reminders';
import { contentRoutes } from './routes/content';
import { publishDue } from './content/contentStore';
import { pendingNoticeCount } from './mail/clientNotices';
import { unannouncedDueTaskCount } from './mail/taskReminders';
import { matcherOf, readClaimedPaths, readKnownPaths } from './content/knownPaths';
import { reservedPathMatcher } from './content/contentRules';
import { seedContent } from './content/seedContent';

export interface AppOptions {
  database: DatabaseConnection;
  /** Folder of the evidence files. */
  evidenceDir: string;
  /** Folder of the case rooms' documents. */
  documentsDir: string;
  /** The folder above (the default) or an S3-compatible bucket. */
  documentStorage?: DocumentStorage;
  /** Redis shared by every replica for the per-IP limits; each process counts alone when not given. */
  redisUrl?: string | null;
  /** Tells readiness (`/api/health/ready`) when the process is stopping; always ready when not given. */
  readiness?: Readiness;
  smtpUrl: string;
  mailFrom: string;
  teamEmail: string | null;
  allowedOrigins: string[];
  /** The site's address as visitors open it, for links in mails. */
  publicOrigin: string;
  /** The firm's video service, for the consultations' rooms; without it consultations are by phone only. */
  bookingVideoUrl?: string | null;
  limits: Limits;
  /** The engagement letters' seal and expiry; a self-signed seal and 14 days when not given. */
  engagement?: EngagementConfig;
  /** Load telemetry's cap and retention; the defaults when not given. */
  telemetry?: TelemetrySettings;
  /** Bearer token of the operators' routes (telemetry summary, purge on demand); none is served without it. */
  opsToken?: string | null;
  /** How long records are kept; the defaults when not given. */
  retention?: RetentionSettings;
  /** Purge expired records this often (the server: daily); never when not given (the tests purge by hand). */
  purgeEveryMs?: number;
  /** A client's notices of a case are gathered over this many minutes; CLIENT_NOTICE_WINDOW_MINUTES when not given. */
  clientNoticeWindowMinutes?: number;
  /** Whether `POST /ops/notices` may end one case's window first (the end-to-end stack only). */
  opsNoticesEndWindow?: boolean;
  /** Whether `POST /ops/reminders` may end one waiting letter's period first (the end-to-end stack only). */
  opsLettersExpireOnDemand?: boolean;
  /** Mail the client notices gathered in ended windows this often (the server: every 30 s); never when not given (the tests flush by hand). */
  noticeFlushEveryMs?: number;
  /** Tell the bells of tasks come due, and mail the day's reminders once their time has passed, this often (the server: every minute); never when not given. */
  reminderCheckEveryMs?: number;
  otpSecret: string | null;
  trustProxy: string | boolean;
  /** From `createLogger`. */
  logger: FastifyBaseLogger;
  /** Defaults to the system clock; tests pass their own. */
  now?: Clock;
  /** Publish the scheduled content come due this often (the server: every 15 s); never when not given (the tests run the job by hand). */
  contentPublishEveryMs?: number;
  /** The first content's files, put in an empty database at start; none when not given. */
  contentSeedDir?: string | null;
  /** The site's own pages (paths, `:param` and `*` patterns), for the broken-link warnings; read from `contentKnownPathsFile` when not given. */
  contentKnownPaths?: readonly string[];
  contentKnownPathsFile?: string | null;
  /** The Prometheus figures (served by server.ts on the metrics port); new ones when not given. */
  metrics?: Metrics;
  /** Traces of every request (server.ts starts them when an OTLP endpoint is set); none when not given. */
  tracing?: Tracing | null;
  /** Told of every route as it is added (the tests list the back office's routes with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every mail handed to the mailer so far has been delivered or has failed. */
    mailsSettled(): Promise<void>;
    /** The app's Prometheus figures. */
    metrics: Metrics;
  }
}

/** The HTTP API, every route under /api. Closing the app closes the mailer, not the database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    trustProxy: options.trustProxy,
    requestTimeout: 30_000,
    return503OnClosing: true,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so that every hook and route below runs under the request's span.
  if (options.tracing) await app.register(options.tracing.fastifyPlugin);
  const metrics = options.metrics ?? createMetrics();
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  answerWithRequestIds(app);
  closeConnectionsOnceIdle(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('client', null);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  // JSON only (multipart where a route registers it): a text body is refused with 415, not read as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorAnswers(app);
  registerInputGuard(app);

  // A JSON API serves no documents: nothing may load, frame or run anything from its answers.
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });
  await app.register(cors, {
    origin: options.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_KEY_HEADER, CSRF_HEADER, BACKGROUND_REQUEST_HEADER],
    // The staff cookie goes with the back office's requests from the site's own origins.
    credentials: true,
    exposedHeaders: ['Retry-After', REQUEST_ID_HEADER],
    maxAge: 600,
  });
  await registerRateLimits(app, options.limits, { redisUrl: options.redisUrl ?? null });

  const now = options.now ?? systemClock;
  const mailer = createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, log: app.log, metrics });
  app.addHook('onClose', () => mailer.close());
  app.decorate('mailsSettled', () => mailer.settled());
  const { db } = options.database;
  const codeCrypto = createCodeCrypto(options.otpSecret);
  const documents = await openDocumentStore(app, options);
  const engagementConfig = options.engagement;
  // The secret's seal is read at start (a wrong one stops it); a self-signed one is made when first needed.
  const secretSeal = engagementConfig?.sealP12Base64 ? sealKeyFromSecret(engagementConfig.sealP12Base64, engagementConfig.sealPassphrase) : null;
  const sealSource = () => secretSeal ?? selfSignedSealKey(FIRM_NAME);
  const context: AppContext = {
    db,
    now,
    limits: options.limits,
    mailer,
    clientNotices: createClientNotices({ db, now, mailer, publicOrigin: options.publicOrigin, windowMinutes: options.clientNoticeWindowMinutes }),
    taskReminders: createTaskReminders({ db, now, mailer, publicOrigin: options.publicOrigin }),
    teamEmail: options.teamEmail,
    publicOrigin: options.publicOrigin,
    evidence: createEvidenceStore(options.evidenceDir),
    documents,
    signInCodes: createSignInCodes({ db, now, limits: options.limits, crypto: codeCrypto }),
    codeCrypto,
    booking: { videoBaseUrl: options.bookingVideoUrl ?? null, uidDomain: new URL(options.publicOrigin).hostname },
    consultationMails: createConsultationMails({ db, mailer, publicOrigin: options.publicOrigin, organizer: { email: addressOf(options.mailFrom) } }),
    engagements: createEngagements({
      db,
      now,
      documents,
      signingCodes: createSignInCodes({ db, now, limits: options.limits, crypto: codeCrypto, tables: SIGNING_CODE_TABLES }),
      settings: {
        firmName: FIRM_NAME,
        expiryDays: engagementConfig?.expiryDays ?? ENGAGEMENT_DEFAULT_EXPIRY_DAYS,
        seal: sealSource,
      },
    }),
  };
  const hooks = createClientHooks(context);
  const retention = options.retention ?? DEFAULT_RETENTION;
  const audit = createAudit(codeCrypto, now);
  const staffCodes = createSignInCodes({ db, now, limits: options.limits, crypto: codeCrypto, tables: STAFF_CODE_TABLES });
  if (options.contentSeedDir) {
    const seeded = await seedContent(db, options.contentSeedDir, now());
    if (seeded > 0) app.log.info({ seeded }, 'the first content was put in the database');
  }
  const isStaticPage = matcherOf(options.contentKnownPaths ?? readKnownPaths(options.contentKnownPathsFile ?? null));
  const isReservedPath = reservedPathMatcher(matcherOf(readClaimedPaths(options.contentKnownPathsFile ?? null)));
  /** Publishes the scheduled content come due, each audited under the member who scheduled it. */
  const publishDueContent = async () => {
    const published = await publishDue(db, now(), isReservedPath);
    for (const each of published) {
      await audit(db, null, { staffId: each.staffId, action: AUDIT_ACTIONS.contentPublished, target: `${each.kind} ${each.itemId} r${each.revision} (scheduled)` });
    }
    if (published.length > 0) app.log.info({ published: published.length }, 'scheduled content published');
    metrics.published('scheduled', published.length);
    return published.length;
  };
  /** The members' task reminders and bells, then the victims' consultation reminders and engagement letter reminders come due. */
  const sendReminders = async (taskOptions?: { now?: boolean }) => {
    const tasks = await context.taskReminders.run(taskOptions);
    const consultations = await sendConsultationReminders(db, context.consultationMails, now());
    const letters = await context.engagements.claimReminders();
    for (const letter of letters) mailer.send(engagementNoticeMail(letter.to, options.publicOrigin, letter.ref, 'reminder'), 'engagement letter reminder');
    return { ...tasks, consultations, engagementLetters: letters.length };
  };
  /** Deletes what is past its retention period and logs how many records of each kind (never what they held). */
  const purge = async () => {
    const purged = await purgeExpired({ db, evidence: context.evidence, documents: context.documents, now, retention });
    app.log.info({ purged }, 'expired records purged');
    return purged;
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes(options.database, options.readiness ?? alwaysReady));
      await api.register(serviceRoutes(context, hooks));
      await api.register(signInRoutes(context, hooks));
      await api.register(clientAreaRoutes(context, hooks));
      await api.register(clientDataRoutes(context, hooks));
      await api.register(clientCaseRoutes(context, hooks, audit));
      await api.register(siteFormRoutes(context));
      await api.register(whistleblowingRoutes(context));
      await api.register(bookingRoutes(context, hooks, audit));
      await api.register(engagementVerifyRoutes(context));
      await api.register(telemetryRoutes(context, { settings: options.telemetry ?? DEFAULT_TELEMETRY, opsToken: options.opsToken ?? null }));
      if (options.opsToken) {
        await api.register(
          operationsRoutes({
            purge,
            flushNotices: context.clientNotices.flush,
            noticeWindowsEndOnDemand: options.opsNoticesEndWindow ?? false,
            sendReminders: () => sendReminders({ now: true }),
            letterPeriodEndsOnDemand: options.opsLettersExpireOnDemand ? context.engagements.endPeriodNow : null,
            opsToken: options.opsToken,
          }),
        );
        await api.register(opsStaffRoutes(context, { opsToken: options.opsToken, audit }));
      }
      await api.register(contentRoutes(context, { publishDue: publishDueContent, opsToken: options.opsToken ?? null }));
      await api.register(backOfficeRoutes(context, { allowedOrigins: options.allowedOrigins, staffCodes, audit, retention, isStaticPage, isReservedPath }), { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  metrics.queueDepth('client_notices', () => pendingNoticeCount(db));
  metrics.queueDepth('task_reminders', () => unannouncedDueTaskCount(db, now()));
  metrics.queueDepth('mail_delivery', async () => mailer.pending());
  if (options.purgeEveryMs) schedulePurge(backgroundJob(app, metrics, 'retention_purge', purge, 'the purge of expired records failed'), options.purgeEveryMs);
  if (options.noticeFlushEveryMs) {
    scheduleEvery(backgroundJob(app, metrics, 'client_notices', context.clientNotices.flush, 'the gathered case notices could not be mailed'), options.noticeFlushEveryMs);
  }
  if (options.contentPublishEveryMs) {
    scheduleEvery(backgroundJob(app, metrics, 'content_publish', publishDueContent, 'the scheduled content could not be published'), options.contentPublishEveryMs);
  }
  if (options.reminderCheckEveryMs) {
    scheduleEvery(backgroundJob(app, metrics, 'task_reminders', () => sendReminders(), 'the reminders could not be sent'), options.reminderCheckEveryMs);
  }
  return app;
}

/** The address of a `Name <address>` sender. */
function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
}

/**
 * The configured document store; a bucket's client is closed with the app. The bucket's client (the AWS SDK) is loaded
 * only when a bucket is configured: a folder's store never needs it.
 */
async function openDocumentStore(app: FastifyInstance, options: AppOptions): Promise<DocumentStore> {
  if (options.documentStorage?.kind !== 's3') return createLocalFolderStore(options.documentsDir);
  const { createS3Store } = await import('./storage/s3Store');
  const store = createS3Store(options.documentStorage);
  app.addHook('onClose', async () => store.close());
  return store;
}

type BackgroundJob = ReturnType<typeof backgroundJob>;

/** Runs the purge a minute after start, then every `everyMs`; a failed run is logged and tried at the next. */
function schedulePurge(job: BackgroundJob, everyMs: number): void {
  const first = setTimeout(job.run, 60_000);
  const daily = setInterval(job.run, everyMs);
  first.unref();
  daily.unref();
  job.onStop(() => {
    clearTimeout(first);
    clearInterval(daily);
  });
}

/** Runs `job` every `everyMs`; a failed run is logged, and the next one tries again. */
function scheduleEvery(job: BackgroundJob, everyMs: number): void {
  const timer = setInterval(job.run, everyMs);
  timer.unref();
  job.onStop(() => clearInterval(timer));
}

/**
 * A job the app runs on a timer: one run at a time, a failed run logged and counted, a successful one's end time
 * and duration kept for the metrics (an alert fires when it is overdue). When the app closes, the timers stop
 * (`onStop`) and a run under way is waited for, so it never meets a closed database or mailer.
 */
function backgroundJob(app: FastifyInstance, metrics: Metrics, name: JobName, work: () => Promise<unknown>, failure: string) {
  let running: Promise<void> | null = null;
  metrics.expectJob(name);
  const run = () => {
    const startedAt = Date.now();
    running ??= work()
      .then(
        () => metrics.jobSucceeded(name, startedAt, Date.now()),
        (error: unknown) => {
          metrics.jobFailed(name);
          app.log.error({ err: error }, failure);
        },
      )
      .finally(() => {
        running = null;
      });
  };
  return {
    run,
    onStop(stopTimers: () => void) {
      app.addHook('onClose', async () => {
        stopTimers();
        await running;
      });
    },
  };
}
