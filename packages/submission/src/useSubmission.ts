import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createSubmission, type Draft, type Submission, type SubmissionOptions } from './submission';

export type { Draft, Submission, SubmissionOptions, SubmissionState } from './submission';
export type { ServerAnswer } from './apiRequest';

interface OwnSubmission<Values, Body> extends SubmissionOptions<Body> {
  /** Gets the answers of a draft an earlier visit kept (`keepAs`), right after the first render. */
  onRestore?: (draft: Draft<Values, Body>) => void;
}

const isShared = <Values, Body>(source: Submission<Values, Body> | OwnSubmission<Values, Body>): source is Submission<Values, Body> =>
  'getState' in source;

/**
 * A form's submission in React: its own (created from options, one per mounted form) or a page-wide one shared by
 * several components. The first render, the one of the pre-rendered page too, is idle: a kept draft is taken up
 * only after it, so hydration matches the server's HTML. Unmounting the component cancels its own submission's
 * request (not a shared one's). Name the types (`useSubmission<Values, Body>`): what the person typed is not part
 * of the options.
 */
export function useSubmission<Values, Body>(source: Submission<Values, Body> | OwnSubmission<Values, Body>) {
  const [{ submission, owned }] = useState(() =>
    isShared(source) ? { submission: source, owned: false } : { submission: createSubmission<Values, Body>(source), owned: true },
  );
  const state = useSyncExternalStore(submission.subscribe, submission.getState, submission.getState);
  const onRestore = useRef(isShared(source) ? undefined : source.onRestore);

  useEffect(() => {
    const kept = submission.restore();
    if (kept) onRestore.current?.(kept);
  }, [submission]);

  // A form's own submission ends with the form: its request is cancelled. A shared one lives on with its other users.
  useEffect(() => (owned ? () => submission.cancel() : undefined), [submission, owned]);

  return {
    state,
    sending: state.kind === 'sending',
    submit: submission.submit,
    resend: submission.resend,
    reset: submission.reset,
  };
}
