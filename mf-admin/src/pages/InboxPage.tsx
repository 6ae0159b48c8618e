import { useParams } from 'react-router-dom';
import { useMediaQuery } from '@frc/ui/useMediaQuery';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Inbox } from '../features/inbox/components/Inbox';
import { InboxItemReader } from '../features/inbox/components/InboxItemReader';
import desk from '../features/inbox/components/InboxDesk.module.scss';
import styles from '../shared/page.module.scss';

/** Wide enough for the list and the item side by side (1366 px laptops and up); keep in step with InboxDesk.module.scss. */
export const READING_PANE_QUERY = '(min-width: 85rem)';

/**
 * /admin/inbox and /admin/inbox/:ref, one page: from 1366 px the list with the open item in a reading pane beside
 * it; below, the list, and an item on its own page.
 */
export function InboxPage() {
  const ref = useParams().ref ?? null;
  const wide = useMediaQuery(READING_PANE_QUERY);
  usePageMeta(
    ref
      ? { title: `Inbox item ${ref} (admin)`, description: 'One request, report or application that came in.' }
      : { title: 'Inbox (admin)', description: 'Everything that came in: requests, reports and applications.' },
  );
  if (!wide && ref) return <InboxItemReader key={ref} itemRef={ref} />;
  return (
    <div className={desk.desk}>
      <Inbox openRef={ref} />
      {wide && (
        <section className={desk.pane} aria-label="Reading pane">
          {ref ? <InboxItemReader key={ref} itemRef={ref} inPane /> : <p className={styles.meta}>Choose an item to read it here (j and k move, Enter opens).</p>}
        </section>
      )}
    </div>
  );
}

