import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@frc/session';
import { FormStatus } from '@frc/ui/FormStatus';
import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { LoadingSpinner } from '../features/cases/components/LoadingSpinner';
import { CaseRoom } from '../features/case-room/components/CaseRoom';
import { useClientCase } from '../features/case-room/hooks/useClientCase';
import { CASES_PAGE } from '../paths';
import styles from './CaseRoomPage.module.scss';

export const CASE_NOT_FOUND = 'Case not found';

/** /dashboard/cases/C-12: one case of the signed-in client. Another client's case answers as one that does not exist. */
export function CaseRoomPage() {
  const ref = useParams().ref ?? '';
  usePageMeta({ title: `Case ${ref}`, description: 'Your case: where it stands, messages with your case team, documents and your report.' });
  const token = useSession((session) => session.token);
  const { state, reload } = useClientCase(ref);
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving in a room, the reader starts at its heading (the page opens at the first new message, see CaseThread).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [ref]);

  return (
    <section className={styles.page}>
      <p className={styles.back}>
        <Link to={CASES_PAGE}>Back to my cases</Link>
      </p>
      <h1 ref={heading} className={styles.title} tabIndex={-1}>{state.kind === 'not-found' ? CASE_NOT_FOUND : `Case ${ref}`}</h1>
      {state.kind === 'loading' && <LoadingSpinner label="Loading your case..." />}
      {state.kind === 'not-found' && (
        <p>
          We found no case {ref} for your e-mail address. Check the link you followed, or open your case from <Link to={CASES_PAGE}>My Cases</Link>.
        </p>
      )}
      {state.kind === 'failed' && (
        <FormStatus tone="error" title={state.message}>
          <ReachUsDirectly />
          <button type="button" className="button" onClick={reload}>
            Try again
          </button>
        </FormStatus>
      )}
      {state.kind === 'loaded' && token && <CaseRoom clientCase={state.clientCase} token={token} />}
    </section>
  );
}
