import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The one route label of every request no route matched: scanners' random paths add no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Latency buckets (seconds) from a cached read to a slow upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type FormName = 'consultation' | 'whistleblowing' | 'affiliate' | 'newsletter';
export type SignInOutcome = 'sent' | 'refused' | 'verified' | 'failed';
export type UploadArea = 'case_room' | 'evidence' | 'content_image';
/** Labelled `job_name`: Prometheus gives every series a `job` label of its own (the scrape job). */
export type JobName = 'content_publish' | 'client_notices' | 'task_reminders' | 'retention_purge';
export type QueueName = 'client_notices' | 'task_reminders' | 'mail_delivery';

/**
 * The API's Prometheus figures, in a registry of their own (one per app, so the tests' apps never mix). Every label
 * value is one of a fixed set (a route template, a form, a mail's purpose, a job): never an address, a reference,
 * an id or anything a visitor typed.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const forms = new Counter({ name: 'frc_form_submissions_total', help: 'Site forms received and accepted, by form.', labelNames: ['form'] as const, registers });
  const signInCodes = new Counter({
    name: 'frc_sign_in_codes_total',
    help: 'Sign-in codes sent, refused (caps), verified and failed (wrong or expired), for clients and staff.',
    labelNames: ['audience', 'outcome'] as const,
    registers,
  });
  const mails = new Counter({ name: 'frc_mails_total', help: 'Mails handed to the SMTP server, by purpose and outcome (sent, failed).', labelNames: ['kind', 'outcome'] as const, registers });
  const uploads = new Counter({ name: 'frc_uploads_total', help: 'File uploads, by area and outcome (accepted, refused).', labelNames: ['area', 'outcome'] as const, registers });
  const rateLimited = new Counter({
    name: 'frc_rate_limited_total',
    help: 'Answers 429, by limit: per_ip (the per-minute caps), sign_in_codes (the code caps), daily (the case room caps).',
    labelNames: ['limit'] as const,
    registers,
  });
  const publishes = new Counter({ name: 'frc_content_publishes_total', help: 'Content items published, by trigger (manual, scheduled).', labelNames: ['trigger'] as const, registers });
  const jobLastSuccess = new Gauge({
    name: 'frc_job_last_success_timestamp_seconds',
    help: 'When each timed job last finished without an error (Unix time); 0 until its first success in this process.',
    labelNames: ['job_name'] as const,
    registers,
  });
  const jobDuration = new Gauge({ name: 'frc_job_last_duration_seconds', help: "How long each timed job's last successful run took.", labelNames: ['job_name'] as const, registers });
  const jobFailures = new Counter({ name: 'frc_job_failures_total', help: 'Runs of each timed job that failed.', labelNames: ['job_name'] as const, registers });

  const queueReaders = new Map<QueueName, () => Promise<number>>();
  new Gauge({
    name: 'frc_queue_depth',
    help: 'Work waiting: client notices gathered for a mail, tasks come due whose bell has not rung yet, mails on their way to the SMTP server.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const [queue, read] of queueReaders) this.set({ queue }, await read());
    },
  });

  return {
    registry,
    /** One answered request; `route` is the route's template, or null when none matched. */
    observeRequest(method: string, route: string | null, status: number, seconds: number) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE, status_class: `${Math.floor(status / 100)}xx` };
      requestDuration.observe(labels, seconds);
      requests.inc(labels);
    },
    formReceived: (form: FormName) => forms.inc({ form }),
    signInCode: (audience: 'client' | 'staff', outcome: SignInOutcome) => signInCodes.inc({ audience, outcome }),
    /** `purpose` is the mailer's fixed description of the mail ("sign-in code"). */
    mail: (purpose: string, outcome: 'sent' | 'failed') => mails.inc({ kind: purpose.replace(/\W+/g, '_'), outcome }),
    upload: (area: UploadArea, outcome: 'accepted' | 'refused') => uploads.inc({ area, outcome }),
    rateLimited: (limit: 'per_ip' | 'sign_in_codes' | 'daily') => rateLimited.inc({ limit }),
    published: (trigger: 'manual' | 'scheduled', count = 1) => publishes.inc({ trigger }, count),
    /** Makes each job's series exist (at 0) before its first run, so an alert sees a job that never succeeds. */
    expectJob(job: JobName) {
      jobLastSuccess.set({ job_name: job }, 0);
      jobFailures.inc({ job_name: job }, 0);
    },
    jobSucceeded(job: JobName, startedAt: number, endedAt: number) {
      jobLastSuccess.set({ job_name: job }, endedAt / 1000);
      jobDuration.set({ job_name: job }, (endedAt - startedAt) / 1000);
    },
    jobFailed: (job: JobName) => jobFailures.inc({ job_name: job }),
    /** Read at each scrape. */
    queueDepth(queue: QueueName, read: () => Promise<number>) {
      queueReaders.set(queue, read);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
