import { BACKGROUND_REQUEST_HEADER, CSRF_HEADER, type StaffMe, type StaffRole, type StaffVerifyResponse } from '@frc/contracts';
import { createSoftAuthenticator, type SoftAuthenticator } from './softAuthenticator';
import { PUBLIC_ORIGIN, startTestApi, uniqueEmail, type ApiAnswer, type ApiClient, type TestApiOptions } from './testApi';

export const OPS_TOKEN = 'ops-token-of-the-back-office-tests';
const STAFF_CODE_SUBJECT = 'Your ClearTrace Recovery back-office code';
const ENROLMENT_LINK = /\/admin\/login\?enrol=([A-Za-z0-9_-]+)/;

/** The cookies a browser would keep for /api/admin, from each answer's Set-Cookie. */
export function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(headers: Headers) {
      for (const line of headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        if (/Max-Age=0\b/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    get: (name: string) => cookies.get(name),
    clear: () => cookies.clear(),
  };
}

/** A browser of a staff member: its cookies, the session's CSRF token, and a passkey. */
export function createStaffBrowser(api: ApiClient, authenticator: SoftAuthenticator = createSoftAuthenticator(PUBLIC_ORIGIN)) {
  const jar = createCookieJar();
  let csrfToken: string | null = null;

  async function call<Body = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    { origin = PUBLIC_ORIGIN as string | null, csrf = true, extraHeaders = {} as Record<string, string> } = {},
  ): Promise<ApiAnswer<Body>> {
    const headers: Record<string, string> = { ...extraHeaders };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    if (origin) headers.origin = origin;
    if (csrf && csrfToken) headers[CSRF_HEADER] = csrfToken;
    const answer = await api.call<Body>(method, path, { json, headers });
    jar.take(answer.headers);
    return answer;
  }

  const browser = {
    jar,
    authenticator,
    call,
    get: <Body = Record<string, unknown>>(path: string) => call<Body>('GET', path),
    /** A request the page makes by itself (a poll), marked as the shared hooks mark it. */
    poll: <Body = Record<string, unknown>>(path: string) => call<Body>('GET', path, undefined, { extraHeaders: { [BACKGROUND_REQUEST_HEADER]: '1' } }),
    /** The Set-Cookie lines of the last completed sign-in's answer. */
    signInCookies: [] as string[],
    post: <Body = Record<string, unknown>>(path: string, json: unknown = {}, options?: { origin?: string | null; csrf?: boolean }) => call<Body>('POST', path, json, options),
    forgetCsrfToken: () => {
      csrfToken = null;
    },
    /** The session's CSRF token, as the page holds it. */
    csrfToken: () => csrfToken,
    /** Code by mail, then the passkey (registered first when `enrolment` is given). Throws unless signed in. */
    async signIn(email: string, enrolment?: string): Promise<StaffMe> {
      const before = api.mailbox.mailsTo(email).filter((mail) => mail.subject === STAFF_CODE_SUBJECT).length;
      const sent = await call('POST', '/api/admin/sign-in/code', { email });
      if (sent.status !== 202) throw new Error(`sign-in/code answered ${sent.status}: ${JSON.stringify(sent.body)}`);
      const mail = await api.mailbox.nextMailTo(email, before, 5000, (candidate) => candidate.subject === STAFF_CODE_SUBJECT);
      const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
      const verified = await call<StaffVerifyResponse>('POST', '/api/admin/sign-in/verify', { email, code, ...(enrolment && { enrolment }) });
      if (verified.status !== 200) throw new Error(`sign-in/verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
      const { step, options } = verified.body;
      const response =
        step === 'register'
          ? authenticator.register(options as unknown as Parameters<SoftAuthenticator['register']>[0])
          : authenticator.authenticate(options as unknown as Parameters<SoftAuthenticator['authenticate']>[0]);
      const done = await call<StaffMe>('POST', `/api/admin/sign-in/${step === 'register' ? 'register' : 'passkey'}`, { response });
      if (done.status !== 200) throw new Error(`sign-in/${step} answered ${done.status}: ${JSON.stringify(done.body)}`);
      csrfToken = done.body.csrfToken;
      browser.signInCookies = done.headers.getSetCookie();
      return done.body;
    },
  };
  return browser;
}

export type StaffBrowser = ReturnType<typeof createStaffBrowser>;

/** The newest enrolment token mailed to `email`. */
export async function enrolmentTokenFor(api: ApiClient, email: string, skip = 0): Promise<string> {
  const mail = await api.mailbox.nextMailTo(email, skip, 5000, (candidate) => ENROLMENT_LINK.test(candidate.text));
  return ENROLMENT_LINK.exec(mail.text)![1]!;
}

/** Adds a member the way `npm run staff -- add` does, and signs them in for the first time (registering a passkey). */
export async function addAndSignIn(api: ApiClient, email: string, name: string, role: StaffRole): Promise<StaffBrowser & { me: StaffMe }> {
  const added = await api.post('/api/ops/staff', { email, name, role }, { token: OPS_TOKEN });
  if (added.status !== 201) throw new Error(`ops/staff answered ${added.status}: ${JSON.stringify(added.body)}`);
  const browser = createStaffBrowser(api);
  const me = await browser.signIn(email, await enrolmentTokenFor(api, email));
  return Object.assign(browser, { me });
}

/**
 * An API of its own (with the operators' token) and a team on it: an admin and a case manager, each signed in, and
 * another case manager when `other` names one (the one a case is not assigned to, in the permission tests).
 */
export async function startApiWithTeam<Names extends { admin: string; manager: string; other?: string; prefix?: string }>(
  names: Names,
  options: Omit<TestApiOptions, 'opsToken'> = {},
) {
  const api = await startTestApi({ ...options, opsToken: OPS_TOKEN });
  const prefix = names.prefix ? `${names.prefix}-` : '';
  const admin = await addAndSignIn(api, uniqueEmail(`${prefix}admin`), names.admin, 'admin');
  const manager = await addAndSignIn(api, uniqueEmail(`${prefix}manager`), names.manager, 'case_manager');
  const otherManager = names.other ? await addAndSignIn(api, uniqueEmail(`${prefix}other`), names.other, 'case_manager') : undefined;
  return { api, admin, manager, otherManager: otherManager as Names['other'] extends string ? StaffBrowser & { me: StaffMe } : undefined };
}
