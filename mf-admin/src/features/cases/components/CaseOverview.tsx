import { formatAmount, type CaseDetail, type CaseMessagesResponse, type CaseTasksResponse, type InboxItemResponse, type InboxSummary } from '@frc/contracts/browser';
import { Link } from 'react-router-dom';
import { casePath, inboxItemPath } from '../../../paths';
import { CaseStatusBadge } from '../../../shared/CaseStatusBadge';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { formatUsDollars } from '../../../shared/formatters';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { Moment } from '../../../shared/Moment';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import type { StaffData } from '../../../shared/useStaffData';
import { useStaffData } from '../../../shared/useStaffData';
import { dueLabel, utcToday } from '../../tasks/dueLabel';
import { inboxSubject } from '../../inbox/inboxRowWords';

interface CaseOverviewProps {
  detail: CaseDetail;
  tasks: StaffData<CaseTasksResponse>;
  messages: StaffData<CaseMessagesResponse>;
}

/** The case at a glance: who, status, manager and amounts, the victim's own story from each request, the next task and the last message. */
export function CaseOverview({ detail, tasks, messages }: CaseOverviewProps) {
  const nextTask = tasks.data?.tasks.find((task) => !task.done) ?? null;
  const lastMessage = messages.data?.items.at(-1) ?? null;
  return (
    <>
      <dl className={styles.facts}>
        <dt>Client</dt>
        <dd>
          {detail.clientName} ({detail.clientEmail})
        </dd>
        <dt>Status</dt>
        <dd>
          <CaseStatusBadge status={detail.status} />
        </dd>
        <dt>Case manager</dt>
        <dd>{detail.managerName ?? 'Unassigned'}</dd>
        <dt>Amount lost</dt>
        <dd>{formatUsDollars(detail.amountLost) || 'Not known yet'}</dd>
        <dt>Amount recovered</dt>
        <dd>{formatUsDollars(detail.amountRecovered) || 'None yet'}</dd>
        <dt>Opened</dt>
        <dd>
          <Moment at={detail.openedAt} />
        </dd>
        <dt>Next task</dt>
        <dd>
          {nextTask ? (
            <>
              {nextTask.title} ({dueLabel(nextTask, utcToday())}) <Link to={casePath(detail.ref, 'tasks')}>All tasks</Link>
            </>
          ) : tasks.data ? (
            'None'
          ) : (
            '…'
          )}
        </dd>
        <dt>Last message</dt>
        <dd>
          {lastMessage ? (
            <>
              {lastMessage.authorName}, <Moment at={lastMessage.at} />: <span className={styles.lastMessage}>{lastMessage.text}</span>{' '}
              <Link to={casePath(detail.ref, 'messages')}>All messages</Link>
            </>
          ) : messages.data ? (
            'None yet'
          ) : (
            '…'
          )}
        </dd>
      </dl>
      <section className={styles.section} aria-labelledby="case-story-heading">
        <h2 id="case-story-heading" className={styles.sectionTitle}>
          {detail.requests.length === 1 ? 'What they told us' : `What they told us, in ${detail.requests.length} requests`}
        </h2>
        {detail.requests.map((request) => (
          <RequestStory key={request.ref} request={request} />
        ))}
      </section>
    </>
  );
}

/** One request's story, whole, as the victim wrote it, with its amount in their currency (the item's own page has every field). */
function RequestStory({ request }: { request: InboxSummary }) {
  const loaded = useStaffData<InboxItemResponse>(staffApiUrl(`inbox/${encodeURIComponent(request.ref)}`));
  const item = loaded.data?.item ?? null;
  return (
    <article className={styles.story}>
      <h3 className={styles.storyTitle}>
        <Link to={inboxItemPath(request.ref)}>{inboxSubject(request)}</Link>, <Moment at={request.receivedAt} />
      </h3>
      {request.amount && <p className={styles.meta}>Amount lost, as they gave it: {formatAmount(request.amount, request.currency)}</p>}
      {loaded.status === 'error' && <ErrorNotice message={loaded.message} />}
      {loaded.status === 'loading' && !item && <LoadingNotice label="Loading the story…" />}
      {item && <p className={styles.noteText}>{item.description ?? 'They wrote no story.'}</p>}
    </article>
  );
}
