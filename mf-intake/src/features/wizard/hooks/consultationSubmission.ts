import { useEffect, useSyncExternalStore } from 'react';
import { clearDraft, draftFor, loadDraft, saveDraft, type RequestDraft } from '../../../shared/api/requestDraft';
import { toServiceRequest, type ConsultationRequest } from '../../../shared/domain/consultationRequest';
import { submitScamForm } from '../api/submitScamForm';

// One submission per page, shared by every launcher on it (a page may show several), kept in
// session storage until the server has acknowledged it, so a failed request is never lost.

const DRAFT_NAME = 'consultation';

export interface SubmissionState {
  draft: RequestDraft<ConsultationRequest> | null;
  status: 'idle' | 'sending' | 'failed';
  /** True while 'Send again' (not the wizard) is sending. */
  resending: boolean;
  /** Launchers on the page, in mount order; the notice shows in the one that sent, else the first. */
  mounted: readonly string[];
  sender: string | null;
}

let state: SubmissionState = initialState();
const listeners = new Set<() => void>();

function initialState(): SubmissionState {
  const draft = loadDraft<ConsultationRequest>(DRAFT_NAME);
  return { draft, status: draft ? 'failed' : 'idle', resending: false, mounted: [], sender: null };
}

function update(patch: Partial<SubmissionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function noticeOwner(current: SubmissionState): string | null {
  return current.sender && current.mounted.includes(current.sender) ? current.sender : (current.mounted[0] ?? null);
}

interface SendOptions {
  launcherId: string;
  resending: boolean;
  /** Runs once the submission is marked as sending, before the request leaves (the panel closes here). */
  beforeSend?: () => void;
  onSuccess: (request: ConsultationRequest) => void;
}

async function send(request: ConsultationRequest, { launcherId, resending, beforeSend, onSuccess }: SendOptions): Promise<void> {
  if (state.status === 'sending') return; // double submit: ignored
  const draft = draftFor(state.draft, request, toServiceRequest(request));
  saveDraft(DRAFT_NAME, draft);
  update({ draft, status: 'sending', resending, sender: launcherId });
  beforeSend?.();
  try {
    const result = await submitScamForm(draft.body, draft.idempotencyKey);
    if (result.success) {
      clearDraft(DRAFT_NAME);
      update({ draft: null, status: 'idle', resending: false });
      onSuccess(request);
      return;
    }
    console.error('Form submission failed', result.error);
  } catch (error) {
    console.error('Error submitting form', error);
  }
  update({ status: 'failed', resending: false });
}

/** The page's consultation submission, seen from one launcher. */
export function useConsultationSubmission(launcherId: string) {
  const current = useSyncExternalStore(subscribe, () => state, () => state);

  useEffect(() => {
    update({ mounted: [...state.mounted, launcherId] });
    return () => update({ mounted: state.mounted.filter((id) => id !== launcherId) });
  }, [launcherId]);

  const showsNotice =
    noticeOwner(current) === launcherId && current.draft !== null && (current.status === 'failed' || current.resending);

  return {
    sending: current.status === 'sending',
    /** The unsent request this launcher reports, if any. */
    unsent: showsNotice ? current.draft : null,
    submit: (request: ConsultationRequest, options: Omit<SendOptions, 'launcherId' | 'resending'>) =>
      send(request, { ...options, launcherId, resending: false }),
    resend: (onSuccess: SendOptions['onSuccess']) => {
      if (state.draft) void send(state.draft.values, { launcherId, resending: true, onSuccess });
    },
  };
}

/** Tests start each case from what session storage holds. */
export function resetConsultationSubmissionForTests(): void {
  state = initialState();
}
