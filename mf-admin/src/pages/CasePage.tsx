import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { type CaseDetail, type CaseDetailResponse, type CaseDocumentsResponse, type CaseMessage, type CaseMessagesResponse, type CaseTasksResponse, type ReplyTemplatesResponse } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { caseRoomUrl } from '../features/case-room/caseRoomUrls';
import { CaseDetailsForm } from '../features/cases/components/CaseDetailsForm';
import { CaseHistory } from '../features/cases/components/CaseHistory';
import { ConsultationHistory } from '../shared/ConsultationHistory';
import { CaseOverview } from '../features/cases/components/CaseOverview';
import { CaseStatusForm } from '../features/cases/components/CaseStatusForm';
import { CaseTabs, type CaseTabOrOverview } from '../features/cases/components/CaseTabs';
import { InternalNotes } from '../features/cases/components/InternalNotes';
import { CaseTasks, caseTasksUrl } from '../features/tasks/components/CaseTasks';
import { CaseDocumentsPanel } from '../features/case-room/components/CaseDocumentsPanel';
import { CaseMessagesPanel } from '../features/case-room/components/CaseMessagesPanel';
import { CaseEngagementPanel } from '../features/engagement/components/CaseEngagementPanel';
import { InboxTable } from '../features/inbox/components/InboxTable';
import { ADMIN_PAGES, CASE_TABS, type CaseTab } from '../paths';
import { ErrorNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { staffQueryKey } from '../shared/staffQueries';
import { useStaffData } from '../shared/useStaffData';

const TAB_TITLES: Record<CaseTab, string> = { messages: 'Messages', documents: 'Documents', engagement: 'Engagement', tasks: 'Tasks and follow-ups', history: 'History', notes: 'Internal notes' };

const isCaseTab = (tab: string): tab is CaseTab => (CASE_TABS as readonly string[]).includes(tab);

/**
 * /admin/cases/C-5 and its tabs (/admin/cases/C-5/documents…): Overview (the case at a glance, its status and its
 * manager and amounts), Messages, Documents, Engagement (fee terms and the engagement letter), Tasks, History and Notes, each with its count.
 */
export function CasePage() {
  const params = useParams();
  const ref = params.ref ?? '';
  // Each tab is a page of its own (paths.ts), so the address's last segment is the tab or the case's reference.
  const last = useLocation().pathname.split('/').pop() ?? '';
  const tab: CaseTabOrOverview = isCaseTab(last) ? last : 'overview';
  usePageMeta({ title: `Case ${ref} (admin)`, description: 'A case: overview, messages, documents, tasks, history and notes.' });
  const loaded = useStaffData<CaseDetailResponse>(staffApiUrl(`cases/${encodeURIComponent(ref)}`));
  const templates = useStaffData<ReplyTemplatesResponse>(staffApiUrl('reply-templates'));
  // The tabs' counts and the overview read what the tabs read (one cached answer each).
  const tasks = useStaffData<CaseTasksResponse>(caseTasksUrl(ref));
  const documents = useStaffData<CaseDocumentsResponse>(caseRoomUrl(ref, 'documents'));
  // The overview's last message; the Messages tab reads the thread itself (and marks it read once shown).
  const messages = useStaffData<CaseMessagesResponse>(tab === 'overview' ? caseRoomUrl(ref, 'messages') : null);
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
  // Files that came with messages show in the documents at once; messages shown are read, so the case (its unread
  // count, on the Messages tab) is read again.
  const [fileActivity, setFileActivity] = useState(0);
  const { reload: reloadCase } = loaded;
  const { reload: reloadDocuments } = documents;
  const messagesActivity = useCallback(
    (arrived: readonly CaseMessage[]) => {
      if (arrived.some((message) => message.documents.length > 0)) {
        setFileActivity((count) => count + 1);
        reloadDocuments();
      }
      if (arrived.some((message) => message.author === 'client')) reloadCase();
    },
    [reloadCase, reloadDocuments],
  );

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
          <CaseTabs
            caseRef={detail.ref}
            current={tab}
            counts={{
              messages: detail.unreadMessages > 0 ? { count: detail.unreadMessages, label: 'unread' } : undefined,
              documents: documents.data ? { count: documents.data.items.filter((document) => !document.withdrawnAt).length } : undefined,
              tasks: tasks.data ? { count: tasks.data.tasks.filter((task) => !task.done).length, label: 'open' } : undefined,
              history: { count: detail.history.length + detail.consultations.length },
              notes: { count: detail.notes.length },
            }}
          />
          {/* The overview stays mounted under the other tabs (it marks nothing read), so what was typed into its forms waits there. */}
          <div className={styles.tabContent} hidden={tab !== 'overview'}>
            <CaseOverview detail={detail} tasks={tasks} messages={messages} />
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>Status</h2>
              <CaseStatusForm detail={detail} onSaved={statusSaved} onReload={loaded.reload} />
            </section>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>Case manager and amounts</h2>
              <CaseDetailsForm detail={detail} onSaved={setSaved} onReload={loaded.reload} />
            </section>
            <section className={styles.section}>
              <h2 id="case-requests-heading" className={styles.sectionTitle}>
                Requests in this case
              </h2>
              <InboxTable labelledBy="case-requests-heading" items={detail.requests} />
            </section>
          </div>
          {tab !== 'overview' && (
            <section className={styles.section} aria-labelledby="case-tab-heading">
              <h2 id="case-tab-heading" className={styles.sectionTitle}>
                {TAB_TITLES[tab]}
              </h2>
              {tab === 'messages' && <CaseMessagesPanel caseRef={detail.ref} clientName={detail.clientName} templates={templates.data?.items ?? []} onActivity={messagesActivity} />}
              {tab === 'documents' && <CaseDocumentsPanel caseRef={detail.ref} activity={fileActivity} />}
              {tab === 'engagement' && <CaseEngagementPanel caseRef={detail.ref} />}
              {tab === 'tasks' && <CaseTasks caseRef={detail.ref} />}
              {tab === 'history' && (
                <>
                  <CaseHistory history={detail.history} />
                  <ConsultationHistory entries={detail.consultations} showRequest level={3} />
                </>
              )}
              {tab === 'notes' && <InternalNotes caseRef={detail.ref} notes={detail.notes} onAdded={loaded.reload} />}
            </section>
          )}
        </>
      )}
    </div>
  );
}
