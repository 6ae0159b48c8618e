import { CONTENT_KIND_CODES, HONEYPOT_FIELD, REQUEST_FILES_KEY_HEADER } from '@frc/contracts';
import { DEFAULT_RULES } from '../src/booking/office';
import { clientWithCase } from './support/caseRooms';
import { addAndSignIn, OPS_TOKEN } from './support/staffClient';
import { leadFormRequest, PUBLIC_ORIGIN, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

const REQUESTS = 1500;
const CONCURRENCY = 8;

/** A small seeded generator, so a failure can be replayed with the same seed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, int: (max: number) => Math.floor(next() * max) };
}

type Random = ReturnType<typeof randomSource>;

const HOSTILE_STRINGS = [
  "'; DROP TABLE service_requests; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)',
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'null',
  '\u0000nul byte',
  '\ud800 lone surrogate',
  'a lone low \udc00 surrogate',
  'non-characters \ufffe and \uffff',
  'emoji 🙂‍↔️ and RTL \u202e',
  'a'.repeat(101),
  'b'.repeat(6000),
  ' '.repeat(50),
  'binary',
  'BTC_CRYPTO',
  'contact-form-submission ',
  '%00%27%22',
];

/** Names no object of ours has: NUL, half a surrogate pair, a non-character, control characters, the prototype's own. */
const HOSTILE_KEYS = ['a\u0000b', '\ud800', 'x\uffff', 'bell\u0007', 'new\nline', 'constructor', 'toString', 'hasOwnProperty', 'k'.repeat(3000), ''];

function hostileKeys(random: Random): Record<string, unknown> {
  return Object.fromEntries(Array.from({ length: 1 + random.int(3) }, () => [random.pick(HOSTILE_KEYS), random.pick(HOSTILE_STRINGS)]));
}

function hostileValue(random: Random): unknown {
  switch (random.int(14)) {
    case 0:
      return random.int(2) === 0 ? random.next() * 1e12 : -random.int(1000);
    case 1:
      return random.int(2) === 0;
    case 2:
      return null;
    case 3:
      return [random.pick(HOSTILE_STRINGS), 1, null];
    case 4:
      return { $gt: '', nested: { deeper: [random.pick(HOSTILE_STRINGS)] } };
    case 5:
      return 'x'.repeat(random.int(20_000));
    case 6:
      return Number.MAX_SAFE_INTEGER * 1e300;
    case 7:
      return hostileKeys(random);
    case 8:
      return { body: [{ kind: random.pick(['paragraph', 'list', 'image', 'table', 'nope']), text: random.pick(HOSTILE_STRINGS), items: [random.pick(HOSTILE_STRINGS)] }], ...hostileKeys(random) };
    default:
      return random.pick(HOSTILE_STRINGS);
  }
}

const VALID_BODIES: Record<string, (random: Random) => Record<string, unknown>> = {
  '/api/services': (random) => ({ ...leadFormRequest(uniqueEmail('fuzz')), files_key: 'fuzz-files-key', scam_currency: random.pick(['EUR', 'GBP', 'usd', 'JPY']) }),
  '/api/send-otp': () => ({ email: uniqueEmail('fuzz') }),
  '/api/verify-otp': (random) => ({ email: uniqueEmail('fuzz'), otp: String(random.int(1_000_000)).padStart(6, '0') }),
  '/api/whistleblowing': () => ({ firstName: 'F', lastName: 'Z', amountLost: '1', receiveUpdates: false }),
  '/api/affiliate-applications': () => ({ firstName: 'F', lastName: 'Z', email: uniqueEmail('fuzz'), profession: 'blogger', terms: true }),
  '/api/newsletter': () => ({ email: uniqueEmail('fuzz') }),
};

/** JSON nested thousands deep: refused before it is parsed. */
const deepJson = (depth: number) => `{"data":{"x":${'[{"y":'.repeat(depth)}1${'}]'.repeat(depth)}}}`;
const BROKEN_JSON = [deepJson(2500), deepJson(40), '{', '{"fname":}', '{"a":1,}', "{'a':1}", '[', 'undefined', '{"a":"\\x00"}', '\u0000\u0001\u0002', '{"a":1}{"b":2}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '1e999999', '"\\ud800"'];

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function fuzzRequest(random: Random): FuzzRequest {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (random.int(6) === 0) headers.authorization = random.pick(['Bearer ', `Bearer ${'A'.repeat(43)}`, `Bearer ${'x'.repeat(5000)}`, 'Basic Zm9vOmJhcg==', "Bearer ' OR 1=1 --"]);
  if (random.int(8) === 0) headers['idempotency-key'] = random.pick(['fuzz-key-0001', "'; DROP TABLE x; --", 'k'.repeat(300), '<b>key</b>']);

  const kind = random.int(10);
  if (kind === 0) {
    const email = random.pick(['a@b.io', "' OR 1=1 --", '<script>', '', 'x'.repeat(3000), '%00']);
    const page = random.pick(['1', '-1', '0', '1e309', 'NaN', '99999999999', "1' OR '1'='1", '']);
    return { method: 'GET', path: `/api/services/by-email?email=${encodeURIComponent(email)}&page=${encodeURIComponent(page)}&email=dup@b.io`, headers };
  }
  if (kind === 1) {
    const method = random.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
    const path = random.pick(['/api/profile', '/api/logout', '/api/health', '/api/../etc/passwd', '/api/services/1', '/api/%zz', `/api/${'x'.repeat(2000)}`]);
    return { method, path, headers, body: method !== 'GET' && random.int(2) ? '{}' : undefined };
  }
  if (kind === 4) return requestFileRequest(random, headers);
  const path = random.pick(Object.keys(VALID_BODIES));
  if (kind === 2) return { method: 'POST', path, headers, body: random.pick(BROKEN_JSON) };
  if (kind === 3) return { method: 'POST', path, headers: { ...headers, 'content-type': random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16']) }, body: '<a>1</a>' };

  const body: Record<string, unknown> = VALID_BODIES[path]?.(random) ?? {};
  const keys = [...Object.keys(body), 'extra', HONEYPOT_FIELD, '__proto__'];
  for (let mutation = 0; mutation <= random.int(4); mutation += 1) body[random.pick(keys)] = hostileValue(random);
  return { method: 'POST', path, headers, body: JSON.stringify(body) };
}

/** A file sent with a request, or taken back: hostile keys, names, parts, ids and bodies. */
function requestFileRequest(random: Random, headers: Record<string, string>): FuzzRequest {
  const keyed = { ...headers, [REQUEST_FILES_KEY_HEADER]: random.pick(['fuzz-files-key', "'; DROP TABLE request_files; --", 'k'.repeat(300), '', '<b>key</b>']) };
  if (random.int(3) === 0) {
    const id = random.pick(['1', '0', '-1', '1e309', 'NaN', '99999999999', "1' OR '1'='1", '%00']);
    return { method: 'DELETE', path: `/api/services/files/${encodeURIComponent(id)}`, headers: keyed };
  }
  const name = random.pick(HOSTILE_STRINGS).replace(/["\r\n]/g, '');
  // A real HEIC ftyp box before garbage, in a well-formed upload now and then, so that it reaches the converter
  // (and is refused like a broken phone photo); a few only, as a phone's form sends them.
  const heic = `\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000mif1heic${'<svg onload=alert(1)>'.repeat(random.int(50))}`;
  if (random.int(40) === 0) {
    const body = `--fz\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/heic\r\n\r\n${heic}\r\n--fz--\r\n`;
    return { method: 'POST', path: '/api/services/files', headers: { ...headers, [REQUEST_FILES_KEY_HEADER]: 'fuzz-files-key', 'content-type': 'multipart/form-data; boundary=fz' }, body };
  }
  const field = random.pick(['file', 'file', 'evidence', 'report', name]);
  const content = random.pick(['%PDF-1.7 a statement', '\u00ff\u00d8\u00ff\u00e0 a photo', '<svg onload=alert(1)>', '', 'PK\u0003\u0004', 'x'.repeat(random.int(5000)), heic]);
  const part = `--fz\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${random.pick(['image/png', 'application/pdf', 'text/html', 'image/heic'])}\r\n\r\n${content}\r\n`;
  const body = random.pick([`${part}--fz--\r\n`, `${part}${part}--fz--\r\n`, part, '--fz\r\n\r\n', random.pick(BROKEN_JSON)]);
  return { method: 'POST', path: '/api/services/files', headers: { ...keyed, 'content-type': random.pick(['multipart/form-data; boundary=fz', 'multipart/form-data', 'application/json']) }, body };
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ opsToken: OPS_TOKEN });
});
afterAll(() => api.close());

it(`answers ${REQUESTS} malformed and hostile requests without a single 5xx, and keeps running`, async () => {
  expect(new URL(api.baseUrl).hostname).toBe('127.0.0.1');
  const random = randomSource(20261122);
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  let sent = 0;

  const worker = async () => {
    while (sent < REQUESTS) {
      sent += 1;
      const request = fuzzRequest(random);
      const response = await fetch(`${api.baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) serverErrors.push(`${response.status} ${request.method} ${request.path} ${request.body?.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  expect(serverErrors).toEqual([]);
  expect([...statuses.values()].reduce((total, count) => total + count, 0)).toBeGreaterThanOrEqual(1000);
  // Mostly refusals, some accepted (hostile text is still text), none lost to a crash.
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 201, 400, 404, 413, 415, 422]));
  expect(await api.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect((await api.post('/api/services', leadFormRequest(uniqueEmail('after-fuzz')))).status).toBe(201);
});

/** What a path parameter, an id or a date may be sent as: past the largest id, not canonical, not a date, not text at all. */
const HOSTILE_IDS = ['2147483648', '2147483647', '99999999999999999999', '0', '-1', '0x1', '1e0', '1.0', '01', ' 1', 'NaN', "1'", '%00', '%F0%9F%99%82', 'a'.repeat(300)];
const HOSTILE_REFS = ['C-2147483648', 'C-2147483647', 'C-0', 'C-01', 'c-1', 'request-2147483648', 'report-99999999999', 'affiliate-0', "C-1'", 'C-1%00', '..', 'x'.repeat(300)];
const HOSTILE_DATES = ['2026-13-45', '2026-02-30', '0000-01-01', '9999-12-31', '2026-1-1', "2026-01-01'", ''];
const HOSTILE_SEARCHES = ['a\u0000b', '\ud800', '\ufffe', "'", '(', ')', ':*', '\\', '%', '🙂', '&|!', "' OR 1=1 --", 'C-2147483648', 'request-2147483648', 'a'.repeat(300)];
const BODY_KEYS = ['version', 'managerId', 'documentIds', 'caseRef', 'text', 'action', 'role', 'active', 'isReport', 'upTo', 'email', 'name', 'status', 'clientNote', 'code', 'response', 'token'];
/** The content routes' fields (and a saved view's), so that their checks are reached, not only the envelope's. */
const CONTENT_BODY_KEYS = ['slug', 'title', 'description', 'data', 'changes', 'at', 'socialImage', 'list', 'query'];
/** The booking routes' fields. */
const BOOKING_BODY_KEYS = ['startsAt', 'channel', 'timeZone', 'requestId', 'rules', 'outcome'];
/** The engagement letters' fields (a signing's `code` and `name` are above). */
const ENGAGEMENT_BODY_KEYS = ['templateId', 'reason', 'fixedFee', 'successFeePercent', 'noFeeBeforeRecovery', 'drawing', 'letterId'];
/** A drawn signature's PNG signature and IHDR, with sizes and data no image has. */
const HOSTILE_DRAWINGS = [
  `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xff\xff\xff\0\0\0\x01\x08\x06\0\0\0garbage', 'latin1').toString('base64')}`,
  Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01\0\0\0\0\x40\x08\x06\0\0\0<svg onload=alert(1)>', 'latin1').toString('base64'),
  'data:image/png;base64,====',
];
/** A kind, an id and a revision that exist often enough for the content routes' handlers to run. */
const PARAM_VALUES: Record<string, readonly string[]> = { kind: [...CONTENT_KIND_CODES, 'nothing'], id: ['1', '2'], number: ['1'] };

function hostileId(random: Random): unknown {
  switch (random.int(6)) {
    case 0:
      return 2_147_483_648;
    case 1:
      return random.pick([0, -1, 1.5, 1e21, Number.MAX_SAFE_INTEGER]);
    case 2:
      return [2_147_483_648, 1];
    default:
      return hostileValue(random);
  }
}

/** A consultant's availability with one rule, one day's hours or one exception made hostile, so the rules' own checks are reached. */
function hostileRules(random: Random): Record<string, unknown> {
  const rules: Record<string, unknown> = { ...DEFAULT_RULES, timeZone: random.pick(['Europe/London', 'Mars/Olympus', 'UTC', '']), weeklyHours: { '1': [{ from: '09:00', until: '17:00' }] } };
  switch (random.int(3)) {
    case 0:
      rules[random.pick(Object.keys(DEFAULT_RULES))] = hostileValue(random);
      break;
    case 1:
      rules.weeklyHours = { [random.pick(['1', '7', '0', '8', 'x'])]: [{ from: random.pick(['09:00', '24:00', '9', '']), until: random.pick(['08:00', '10:00', hostileValue(random)]) }, { from: '09:30', until: '10:30' }] };
      break;
    default:
      rules.exceptions = [{ day: random.pick(HOSTILE_DATES), kind: random.pick(['blocked', 'extra', 'nope']), hours: random.pick([null, { from: '10:00', until: '09:00' }, hostileValue(random)]) }];
  }
  return rules;
}

/** One hostile request for `route` (`GET /api/admin/cases/:ref`): its parameters, a query and a body from the lists above. */
function hostileRouteRequest(random: Random, route: { method: string; url: string }): { method: string; path: string; body?: string } {
  const path = route.url
    .replace(/:(\w+)/g, (_match, name: string) => {
      const likely = PARAM_VALUES[name];
      if (likely && random.int(4) !== 0) return random.pick(likely);
      return encodeURIComponent(name === 'ref' ? random.pick([...HOSTILE_REFS, ...HOSTILE_IDS]) : random.pick([...HOSTILE_IDS, ...HOSTILE_REFS]));
    })
    .replace(/\*/g, 'x');
  const query = new URLSearchParams();
  for (const key of ['q', 'from', 'to', 'manager', 'staffId', 'page', 'after', 'days', 'client', 'email', 'status', 'kind', 'view', 'slug', 'consultant']) {
    if (random.int(3) !== 0) continue;
    const value = ['from', 'to'].includes(key) ? random.pick(HOSTILE_DATES) : key === 'q' ? random.pick(HOSTILE_SEARCHES) : random.pick([...HOSTILE_IDS, ...HOSTILE_SEARCHES]);
    query.append(key, value);
  }
  const search = query.size ? `?${query}` : '';
  if (route.method === 'GET') return { method: 'GET', path: `${path}${search}` };
  if (random.int(8) === 0) return { method: route.method, path, body: random.pick(BROKEN_JSON) };
  const body: Record<string, unknown> = route.url.includes('/content/') ? { version: random.pick([1, 2, hostileId(random)]) } : {};
  for (let field = 0; field <= random.int(4); field += 1) {
    const key = random.pick([...BODY_KEYS, ...CONTENT_BODY_KEYS, ...BOOKING_BODY_KEYS, ...ENGAGEMENT_BODY_KEYS]);
    body[key] = ['version', 'managerId', 'upTo', 'requestId', 'templateId', 'fixedFee', 'successFeePercent', 'letterId'].includes(key)
      ? hostileId(random)
      : key === 'documentIds'
        ? [hostileId(random)]
        : key === 'caseRef'
          ? random.pick(HOSTILE_REFS)
          : key === 'rules'
            ? hostileRules(random)
            : key === 'drawing' && random.int(2) === 0
              ? random.pick(HOSTILE_DRAWINGS)
              : hostileValue(random);
  }
  if (random.int(4) === 0) Object.assign(body, hostileKeys(random));
  return { method: route.method, path, body: JSON.stringify(body) };
}

it("sends every route the app serves hostile ids, dates, searches, texts, names and bodies, as a stranger, a client, a case manager, an editor and an admin, without a 5xx", async () => {
  const admin = await addAndSignIn(api, uniqueEmail('fuzz-admin'), 'Fay Admin', 'admin');
  const manager = await addAndSignIn(api, uniqueEmail('fuzz-manager'), 'Finn Manager', 'case_manager');
  const editor = await addAndSignIn(api, uniqueEmail('fuzz-editor'), 'Fern Editor', 'editor');
  // Items for the content routes to find: a news item and a page, each with a revision.
  for (const [kind, slug] of [['news', 'fuzz-news'], ['page', '/fuzz-page']] as const) {
    const data = kind === 'news' ? { date: '2026-11-20', category: 'Alert', author: 'Desk', body: [{ kind: 'paragraph', text: 'Fuzz.' }] } : { intro: 'Fuzz.' };
    expect((await editor.post(`/api/admin/content/${kind}`, { slug, title: 'Fuzz', description: 'Fuzz', data })).status).toBe(201);
  }
  const client = await clientWithCase(api, admin, manager, 'fuzz-client');
  // Routes that end the caller's session or data would leave the rest of the run signed out.
  const ending = /\/(logout|erase)$/;
  const routes = [...new Map(api.routes.filter((route) => ['GET', 'POST'].includes(route.method) && !ending.test(route.url)).map((route) => [`${route.method} ${route.url}`, route])).values()];
  expect(routes.length).toBeGreaterThan(40);
  const random = randomSource(20261127);
  const callers: { name: string; headers: () => Record<string, string>; only?: RegExp }[] = [
    { name: 'stranger', headers: () => ({}) },
    { name: 'client', headers: () => ({ authorization: `Bearer ${client.token}` }) },
    ...[admin, manager, editor].map((member) => ({
      name: member.me.staff.role,
      headers: () => ({ cookie: member.jar.header(), origin: PUBLIC_ORIGIN, 'x-csrf-token': member.me.csrfToken }),
    })),
    // The operators' routes read their bodies once the token is right.
    { name: 'operator', headers: () => ({ authorization: `Bearer ${OPS_TOKEN}` }), only: /^\/api\/ops\// },
  ];
  const serverErrors: string[] = [];
  const statuses = new Set<number>();
  for (const route of routes) {
    for (const caller of callers) {
      if (caller.only && !caller.only.test(route.url)) continue;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const request = hostileRouteRequest(random, route);
        const headers: Record<string, string> = { ...caller.headers(), ...(request.body !== undefined && { 'content-type': 'application/json' }) };
        const response = await fetch(`${api.baseUrl}${request.path}`, { method: request.method, headers, body: request.body });
        await response.arrayBuffer();
        statuses.add(response.status);
        if (response.status >= 500) serverErrors.push(`${response.status} ${caller.name} ${request.method} ${request.path} ${request.body?.slice(0, 200) ?? ''}`);
      }
    }
  }
  expect(serverErrors).toEqual([]);
  expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 404, 422]));
  // Still signed in, still serving.
  expect((await admin.get('/api/admin/me')).status).toBe(200);
  expect((await editor.get('/api/admin/content?kind=news')).status).toBe(200);
  expect((await api.get(`/api/cases/${client.ref}`, { token: client.token })).status).toBe(200);
});
