import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { CaseDetail, CaseDetailResponse, CaseMessage, ReplyTemplatesResponse } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { CaseDetailsForm } from '../features/cases/components/CaseDetailsForm';
import { CaseHistory } from '../features/cases/components/CaseHistory';
import { CaseStatusForm } from '../features/cases/components/CaseStatusForm';
import { InternalNotes } from '../features/cases/components/InternalNotes';
import { CaseTasks, caseTasksUrl } from '../features/tasks/components/CaseTasks';
import { CaseDocumentsPanel } from '../features/case-room/components/CaseDocumentsPanel';
import { CaseMessagesPanel } from '../features/case-room/components/CaseMessagesPanel';
import { InboxTable } from '../features/inbox/components/InboxTable';
import { ADMIN_PAGES } from '../paths';
import { CaseStatusBadge } from '../shared/CaseStatusBadge';
import { ErrorNotice } from '../shared/ErrorNotice';
import { formatUsDollars } from '../shared/formatters';
import { Moment } from '../shared/Moment';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { staffQueryKey } from '../shared/staffQueries';
import { useStaffData } from '../shared/useStaffData';

export function CasePage() {
  const ref = useParams().ref ?? '';
  usePageMeta({ title: `Case ${ref} (admin)`, description: 'A case: messages and documents with the client, its status, tasks, case manager, amounts, notes and history.' });
  const loaded = useStaffData<CaseDetailResponse>(staffApiUrl(`cases/${encodeURIComponent(ref)}`));
  const templates = useStaffData<ReplyTemplatesResponse>(staffApiUrl('reply-templates'));
  // An edit's answer stands until the case is read again. The forms keep what the member typed across reads (a note
  // added, the read after a conflict) and show another member's change beside it (useCaseDraft).
  const [saved, setSavedCase] = useState<{ reads: number; detail: CaseDetail } | null>(null);
  const reads = loaded.reads;
  const detail = (saved?.reads === reads ? saved.detail : null) ?? loaded.data?.case ?? null;
  const setSaved = (next: CaseDetail) => setSavedCase({ reads, detail: next });
  const client = useQueryClient();
  // A status change may have set a follow-up: the tasks are read again.
  const statusSaved = (next: CaseDetail) => {
    setSaved(next);
    void client.invalidateQueries({ queryKey: staffQueryKey(caseTasksUrl(next.ref)) });
  };
  // Files that came with messages show in the documents at once.
  const [fileActivity, setFileActivity] = useState(0);
  const messagesActivity = useCallback((messages: readonly CaseMessage[]) => {
    if (messages.some((message) => message.documents.length > 0)) setFileActivity((count) => count + 1);
  }, []);

  return (
    <div className={styles.page}>
      <p className={styles.meta}>
        <Link to={ADMIN_PAGES.cases}>Back to the cases</Link>
      </p>
      <h1 className={styles.title}>Case {ref}</h1>
      {loaded.status === 'error' && <ErrorNotice message={loaded.message} />}
      {loaded.status === 'loading' && !detail && <LoadingNotice label="Loading the case…" />}
      {detail && (
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
          </dl>
          <section className={styles.section} aria-labelledby="case-messages-heading">
            <h2 id="case-messages-heading" className={styles.sectionTitle}>
              Messages
            </h2>
            <CaseMessagesPanel caseRef={detail.ref} clientName={detail.clientName} templates={templates.data?.items ?? []} onActivity={messagesActivity} />
          </section>
          <section className={styles.section} aria-labelledby="case-documents-heading">
            <h2 id="case-documents-heading" className={styles.sectionTitle}>
              Documents
            </h2>
            <CaseDocumentsPanel caseRef={detail.ref} activity={fileActivity} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>Status</h2>
            <CaseStatusForm detail={detail} onSaved={statusSaved} onReload={loaded.reload} />
          </section>
          <section className={styles.section} aria-labelledby="case-tasks-heading">
            <h2 id="case-tasks-heading" className={styles.sectionTitle}>
              Tasks and follow-ups
            </h2>
            <CaseTasks caseRef={detail.ref} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>Case manager and amounts</h2>
            <CaseDetailsForm detail={detail} onSaved={setSaved} onReload={loaded.reload} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>History</h2>
            <CaseHistory history={detail.history} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>Internal notes</h2>
            <InternalNotes caseRef={detail.ref} notes={detail.notes} onAdded={loaded.reload} />
          </section>
          <section className={styles.section}>
            <h2 id="case-requests-heading" className={styles.sectionTitle}>
              Requests in this case
            </h2>
            <InboxTable labelledBy="case-requests-heading" items={detail.requests} />
          </section>
        </>
      )}
    </div>
  );
}
