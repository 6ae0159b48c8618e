import { useEffect, useSyncExternalStore } from 'react';
import { createSubmission, type Submission } from '@frc/submission/submission';
import { useSubmission } from '@frc/submission/useSubmission';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import { bookingTokenOf, toServiceRequest, type ConsultationRequest, type SentFile } from '../../../shared/domain/consultationRequest';
import type { ServiceRequest } from '../../../shared/domain/intakeCodes';
import { createRequestFiles, sameRequestWhateverItsFiles, type RequestFiles } from '../../../shared/request-files/requestFileUploads';

// One submission per page, shared by every launcher on it (a page may show several), kept in session storage until
// the server has stored it, so a failed request is never lost.

/** Where the unsent consultation request waits in this tab's session storage (the submission kit's `keepAs`). */
export const CONSULTATION_DRAFT = 'intake:draft:consultation';

function pageSubmission(): Submission<ConsultationRequest, ServiceRequest> {
  return createSubmission({
    send: (body, idempotencyKey) => postServiceRequest(body, { idempotencyKey }),
    keepAs: CONSULTATION_DRAFT,
    fingerprint: sameRequestWhateverItsFiles,
  });
}

let submission = pageSubmission();
/** The files of the request being written; once it is sent they go with it, and the next request gets a fresh set. */
let files = createRequestFiles();

interface Launchers {
  /** Launchers on the page, in mount order; the notice shows in the one that sent, else the first. */
  mounted: readonly string[];
  sender: string | null;
  /** True while 'Send again' (not the wizard) is sending. */
  resending: boolean;
  /** The stored request's files still on their way: the page waits for them before the thank-you page. */
  following: RequestFiles | null;
}

let launchers: Launchers = { mounted: [], sender: null, resending: false, following: null };
const listeners = new Set<() => void>();

function update(patch: Partial<Launchers>): void {
  launchers = { ...launchers, ...patch };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function noticeOwner({ mounted, sender }: Launchers): string | null {
  return sender && mounted.includes(sender) ? sender : (mounted[0] ?? null);
}

interface SendOptions {
  /** Runs once the submission is marked as sending, before the answer comes (the panel closes here). */
  beforeSend?: () => void;
  /**
   * `awaitingConfirmation`: the stored request waits for its address's owner to confirm it from the mailed link;
   * `bookingToken` lets the thank-you page book the free consultation for it; `files`: what became of its files.
   */
  onSuccess: (request: ConsultationRequest, awaitingConfirmation: boolean, bookingToken: string | undefined, files: SentFile[]) => void;
}

/** What the 201 answer says of the stored record; a request sent signed in as its address needs no confirmation. */
function awaitsConfirmation(payload: unknown): boolean {
  const data = payload && typeof payload === 'object' ? (payload as { data?: unknown }).data : null;
  return Boolean(data && typeof data === 'object' && (data as { awaiting_confirmation?: unknown }).awaiting_confirmation === true);
}

async function send(pending: ReturnType<typeof submission.submit>, { beforeSend, onSuccess }: SendOptions): Promise<void> {
  beforeSend?.();
  const outcome = await pending;
  update({ resending: false });
  if (outcome?.kind === 'sent') {
    const sentFiles = files;
    files = createRequestFiles();
    const sent = await sentFiles.sentWithRequest((sending) => update({ following: sending ? sentFiles : null }));
    onSuccess(outcome.values, awaitsConfirmation(outcome.answer.payload), bookingTokenOf(outcome.answer.payload), sent);
  }
  else if (outcome?.kind === 'failed' && outcome.answer) console.error('Form submission failed', outcome.answer.message ?? 'Failed to submit form');
  else if (outcome?.kind === 'failed') console.error('Error submitting form', outcome.error);
}

/** The page's consultation submission, seen from one launcher. */
export function useConsultationSubmission(launcherId: string) {
  const { state, sending } = useSubmission(submission);
  const current = useSyncExternalStore(subscribe, () => launchers, () => launchers);

  useEffect(() => {
    update({ mounted: [...launchers.mounted, launcherId] });
    return () => update({ mounted: launchers.mounted.filter((id) => id !== launcherId) });
  }, [launcherId]);

  const unsentDraft = state.kind === 'failed' ? state.draft : current.resending && state.kind === 'sending' ? state.draft : null;
  const showsNotice = noticeOwner(current) === launcherId && unsentDraft !== null;

  return {
    sending,
    /** The unsent request this launcher reports, if any. */
    unsent: showsNotice ? unsentDraft : null,
    /** Why the server refused it, in its own words, when it said. */
    refusal: state.kind === 'failed' ? (state.answer?.message ?? null) : null,
    /** The files picked on the last step, sent as soon as picked. */
    files,
    /** The sent request's files still on their way, shown by the launcher that sent it. */
    following: noticeOwner(current) === launcherId ? current.following : null,
    submit: (request: ConsultationRequest, options: SendOptions) => {
      if (submission.getState().kind === 'sending') return Promise.resolve(); // double submit: ignored
      update({ sender: launcherId, resending: false });
      return send(submission.submit(request, { ...toServiceRequest(request), files_key: files.filesKey() }), options);
    },
    resend: (onSuccess: SendOptions['onSuccess']) => {
      if (submission.getState().kind !== 'failed') return;
      update({ sender: launcherId, resending: true });
      void send(submission.resend(), { onSuccess });
    },
  };
}

/** Tests start each case as a new page load: from what session storage holds. */
export function resetConsultationSubmissionForTests(): void {
  submission = pageSubmission();
  files = createRequestFiles();
  launchers = { mounted: [], sender: null, resending: false, following: null };
}
