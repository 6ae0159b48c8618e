import { newIdempotencyKey } from '@frc/contracts/browser';
import { readAnswer, sendingUnder, type ServerAnswer } from './apiRequest';

/** A submission the server has not stored yet: what the person typed, what goes on the wire, and the key every retry reuses. */
export interface Draft<Values, Body> {
  values: Values;
  body: Body;
  idempotencyKey: string;
}

export type SubmissionState<Values, Body> =
  | { kind: 'idle' }
  | { kind: 'sending'; draft: Draft<Values, Body> }
  | { kind: 'sent'; values: Values; body: Body; answer: ServerAnswer }
  /**
   * `answer` is null when none came back (network down, server unreachable) and for a draft restored from an
   * earlier visit (`restored`), whose fate is unknown; `error` is what the send threw, when it did.
   */
  | { kind: 'failed'; draft: Draft<Values, Body>; answer: ServerAnswer | null; error?: unknown; restored: boolean };

export interface SubmissionOptions<Body> {
  /** Sends the body with its key; resolves with the response whatever its status, rejects when nothing came back. */
  send: (body: Body, idempotencyKey: string) => Promise<Response>;
  /**
   * Keeps the unsent draft in this tab's session storage under this key (the cookie policy lists each one) until the server has stored it, so a
   * reload or a crash loses nothing (values and body must then be plain JSON). Without it, the draft lives in memory.
   */
  keepAs?: string;
  /** What counts as stored: 201 Created unless said otherwise. */
  accepted?: (response: Response) => boolean;
  /** What makes two sends the same submission: the body's JSON unless said otherwise (files, for instance, are not JSON). */
  fingerprint?: (body: Body) => string;
}

export interface Submission<Values, Body> {
  getState(): SubmissionState<Values, Body>;
  subscribe(listener: () => void): () => void;
  /**
   * Sends what the person typed, as `body`. An unchanged body reuses the unsent draft's key, so the server answers a
   * retry with the first record; a changed one gets a new key. Resolves with the state it ends in, or null when a
   * send was already under way (a double submit is ignored).
   */
  submit(values: Values, body: Body): Promise<SubmissionState<Values, Body> | null>;
  /** Sends the unsent draft again, as it was. */
  resend(): Promise<SubmissionState<Values, Body> | null>;
  /** Takes up the draft an earlier visit kept and never got stored (state: failed, restored); null when there is none. */
  restore(): Draft<Values, Body> | null;
  /** Back to idle, e.g. to write another once one was sent. An unsent draft stays kept. */
  reset(): void;
  /**
   * Cancels the send under way, if any (its apiRequest calls reject; the state goes failed, the draft stays kept,
   * its fate unknown): useSubmission does it when the form that owns the submission unmounts.
   */
  cancel(): void;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function loadDraft<Values, Body>(name: string): Draft<Values, Body> | null {
  try {
    const raw = sessionStore()?.getItem(name);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<Values, Body>> | null;
    if (!parsed || typeof parsed.idempotencyKey !== 'string' || parsed.body === undefined || parsed.values === undefined) return null;
    return parsed as Draft<Values, Body>;
  } catch {
    return null;
  }
}

function keepDraft(name: string, draft: Draft<unknown, unknown> | null): void {
  try {
    if (draft) sessionStore()?.setItem(name, JSON.stringify(draft));
    else sessionStore()?.removeItem(name);
  } catch {
    // Storage full or blocked: the draft still lives in memory for this page.
  }
}

/** One form's submission, outside React: a page-wide one can be shared by several components (see useSubmission). */
export function createSubmission<Values, Body>({
  send,
  keepAs,
  accepted = (response) => response.status === 201,
  fingerprint = (body) => JSON.stringify(body),
}: SubmissionOptions<Body>): Submission<Values, Body> {
  let state: SubmissionState<Values, Body> = { kind: 'idle' };
  let draft: Draft<Values, Body> | null = null;
  let inFlight: AbortController | null = null;
  const listeners = new Set<() => void>();

  const become = (next: SubmissionState<Values, Body>) => {
    state = next;
    listeners.forEach((listener) => listener());
    return next;
  };

  const sendDraft = async (next: Draft<Values, Body>) => {
    if (state.kind === 'sending') return null;
    draft = next;
    if (keepAs) keepDraft(keepAs, next);
    become({ kind: 'sending', draft: next });
    const controller = new AbortController();
    inFlight = controller;
    let response: Response;
    try {
      response = await sendingUnder(controller.signal, () => send(next.body, next.idempotencyKey));
    } catch (error) {
      return become({ kind: 'failed', draft: next, answer: null, error, restored: false });
    } finally {
      inFlight = null;
    }
    const answer = await readAnswer(response);
    if (!accepted(response)) return become({ kind: 'failed', draft: next, answer, restored: false });
    draft = null;
    if (keepAs) keepDraft(keepAs, null);
    return become({ kind: 'sent', values: next.values, body: next.body, answer });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    submit(values, body) {
      const unchanged = draft !== null && fingerprint(draft.body) === fingerprint(body);
      return sendDraft({ values, body, idempotencyKey: unchanged && draft ? draft.idempotencyKey : newIdempotencyKey() });
    },
    resend: () => (draft ? sendDraft(draft) : Promise.resolve(null)),
    restore() {
      if (!keepAs || draft || state.kind !== 'idle') return null;
      const kept = loadDraft<Values, Body>(keepAs);
      if (kept) {
        draft = kept;
        become({ kind: 'failed', draft: kept, answer: null, restored: true });
      }
      return kept;
    },
    reset() {
      if (state.kind !== 'sending') become({ kind: 'idle' });
    },
    cancel: () => inFlight?.abort(),
  };
}
