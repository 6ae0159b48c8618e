import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusedByPerIpLimit } from '../http/rateLimits';
import type { FormName, Metrics, UploadArea } from './metrics';

type Outcome = (metrics: Metrics, status: number, request: FastifyRequest) => void;

const accepted = (status: number) => status >= 200 && status < 300;
const refused = (status: number) => status >= 400 && status < 500;

const form =
  (name: FormName): Outcome =>
  (metrics, status) => {
    if (accepted(status)) metrics.formReceived(name);
  };

const upload =
  (area: UploadArea): Outcome =>
  (metrics, status) => {
    if (accepted(status)) metrics.upload(area, 'accepted');
    else if (refused(status)) metrics.upload(area, 'refused');
  };

const codeSent =
  (audience: 'client' | 'staff'): Outcome =>
  (metrics, status) => {
    if (accepted(status)) metrics.signInCode(audience, 'sent');
    else if (status === 429) metrics.signInCode(audience, 'refused');
  };

const codeChecked =
  (audience: 'client' | 'staff'): Outcome =>
  (metrics, status) => {
    if (accepted(status)) metrics.signInCode(audience, 'verified');
    else if (refused(status)) metrics.signInCode(audience, 'failed');
  };

const isMultipart = (request: FastifyRequest) => request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

/** The business figures an answer tells, by method and route template. */
const OUTCOMES: Record<string, Outcome> = {
  'POST /api/services': form('consultation'),
  'POST /api/affiliate-applications': form('affiliate'),
  'POST /api/newsletter': form('newsletter'),
  'POST /api/whistleblowing': (metrics, status, request) => {
    form('whistleblowing')(metrics, status, request);
    if (isMultipart(request)) upload('evidence')(metrics, status, request);
  },
  'POST /api/send-otp': codeSent('client'),
  'POST /api/verify-otp': codeChecked('client'),
  'POST /api/admin/sign-in/code': codeSent('staff'),
  'POST /api/admin/sign-in/verify': codeChecked('staff'),
  'POST /api/cases/:ref/documents': upload('case_room'),
  'POST /api/admin/cases/:ref/documents': upload('case_room'),
  'POST /api/admin/content/images': upload('content_image'),
  'POST /api/admin/content/:kind/:id/publish': (metrics, status) => {
    if (accepted(status)) metrics.published('manual');
  },
};

const SIGN_IN_ROUTES = new Set(['/api/send-otp', '/api/verify-otp', '/api/admin/sign-in/code', '/api/admin/sign-in/verify', '/api/me/erasure-code', '/api/me/erase']);

function count(metrics: Metrics, request: FastifyRequest, reply: FastifyReply): void {
  const route = request.is404 ? null : (request.routeOptions.url ?? null);
  const status = reply.statusCode;
  metrics.observeRequest(request.method, route, status, reply.elapsedTime / 1000);
  if (route === null) return;
  if (status === 429) metrics.rateLimited(refusedByPerIpLimit(request) ? 'per_ip' : SIGN_IN_ROUTES.has(route) ? 'sign_in_codes' : 'daily');
  OUTCOMES[`${request.method} ${route}`]?.(metrics, status, request);
}

/** Counts every answer: latency and totals by route template, and what the answer says of forms, codes and uploads. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    count(metrics, request, reply);
    done();
  });
}
