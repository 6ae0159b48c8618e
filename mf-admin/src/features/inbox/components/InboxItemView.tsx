import { Fragment, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CaseRefResponse, InboxItem, InboxItemResponse, InboxPage, TriageAction } from '@frc/contracts/browser';
import { casePath, inboxItemPath } from '../../../paths';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { Moment } from '../../../shared/Moment';
import { inboxKindLabel, requestSourceLabel, subjectWords } from '../../../shared/labels';
import styles from '../../../shared/page.module.scss';
import { OutcomeNotice } from '../../../shared/OutcomeNotice';
import { staffApiUrl } from '../../../shared/staffApi';
import { useStaffData } from '../../../shared/useStaffData';
import { InboxItemFiles } from './InboxItemFiles';
import { ConsultationHistory } from '../../../shared/ConsultationHistory';
import { InboxState } from './InboxTable';

export const POSSIBLY_NOT_FROM_OWNER =
  'Not confirmed by the owner of this address: it was possibly sent by someone else. Do not share case details with this address until they confirm.';

/** A field's value as a person reads it: a subject in words, a moment in the member's time zone. */
function FieldValue({ field }: { field: InboxItem['fields'][number] }) {
  if (field.label === 'Subject') return subjectWords(field.value);
  if (ISO_MOMENT.test(field.value)) return <Moment at={field.value} />;
  return field.value;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** What a triage did, said once it is done. */
const TRIAGE_DONE: Record<TriageAction, string> = {
  spam: 'Marked as spam: it has left the inbox.',
  duplicate: 'Marked as duplicate: it has left the inbox.',
  restore: 'Restored to the inbox.',
};

interface InboxItemViewProps {
  item: InboxItem;
  onChanged: (item: InboxItem) => void;
}

/** One item of the inbox: every field, its files, and what the team can do with it. */
export function InboxItemView({ item, onChanged }: InboxItemViewProps) {
  const { call } = useStaffSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attachTo, setAttachTo] = useState('');
  const [triaged, setTriaged] = useState<TriageAction | null>(null);
  // Once triaged, the next item that waits untriaged (the newest), to go on with.
  const waiting = useStaffData<InboxPage>(triaged ? staffApiUrl('inbox', { status: 'untriaged' }) : null);
  const next = waiting.data?.items.find((other) => other.ref !== item.ref) ?? null;
  const attachId = useId();
  const itemUrl = (action: string) => staffApiUrl(`inbox/${encodeURIComponent(item.ref)}/${action}`);

  async function run<T>(url: string, json: unknown, done: (value: T) => void) {
    setBusy(true);
    setError(null);
    const answer = await call<T>(url, { json });
    setBusy(false);
    if (answer.ok) done(answer.value);
    else setError(answer.message);
  }

  const triage = (action: TriageAction) =>
    run<InboxItemResponse | InboxItem>(itemUrl('triage'), { action }, (value) => {
      setTriaged(action);
      onChanged('item' in value ? value.item : value);
    });
  const openCase = () => run<CaseRefResponse>(itemUrl('case'), {}, ({ caseRef }) => navigate(casePath(caseRef)));
  function attach(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const caseRef = attachTo.trim().toUpperCase();
    if (caseRef) void run<CaseRefResponse>(itemUrl('attach'), { caseRef }, (value) => navigate(casePath(value.caseRef)));
  }

  return (
    <>
      <p className={styles.meta}>
        {inboxKindLabel(item.kind)}
        {item.source && ` · ${requestSourceLabel(item.source)}`} · {item.ref} · received <Moment at={item.receivedAt} />
      </p>
      {item.possiblyNotFromOwner && <p className={styles.warning}>{POSSIBLY_NOT_FROM_OWNER}</p>}

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Triage</h2>
        <p className={styles.meta}>
          Status: <InboxState item={item} />
          {item.managerName && ` · case manager ${item.managerName}`}
        </p>
        {error && <ErrorNotice message={error} />}
        {triaged && (
          <>
            <OutcomeNotice outcome={{ ok: true, message: TRIAGE_DONE[triaged] }} />
            <p className={styles.meta}>
              {next ? (
                <Link className="button" to={inboxItemPath(next.ref)}>
                  Next item: {next.name || next.email || next.ref}
                </Link>
              ) : (
                waiting.status === 'ready' && 'Nothing else waits to be triaged.'
              )}
            </p>
          </>
        )}
        <div className={styles.actions}>
          {item.caseRef ? (
            <Link className="button" to={casePath(item.caseRef)}>
              Go to case {item.caseRef}
            </Link>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => void openCase()}>
              Open a case
            </button>
          )}
          {item.triage === 'spam' || item.triage === 'duplicate' ? (
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => void triage('restore')}>
              Restore to the inbox
            </button>
          ) : (
            !item.caseRef && (
              <>
                <button type="button" className={styles.secondary} disabled={busy} onClick={() => void triage('spam')}>
                  Mark as spam
                </button>
                <button type="button" className={styles.secondary} disabled={busy} onClick={() => void triage('duplicate')}>
                  Mark as duplicate
                </button>
              </>
            )
          )}
        </div>
        {!item.caseRef && (
          <form className={styles.actions} onSubmit={attach}>
            <div className={styles.field}>
              <label htmlFor={attachId}>Attach to the client’s existing case</label>
              <input id={attachId} value={attachTo} placeholder="C-12" onChange={(event) => setAttachTo(event.target.value)} />
            </div>
            <button type="submit" className={styles.secondary} disabled={busy || !attachTo.trim()}>
              Attach
            </button>
          </form>
        )}
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>What they sent</h2>
        <dl className={styles.facts}>
          {item.fields.map((field) => (
            <Fragment key={field.label}>
              <dt>{field.label}</dt>
              <dd>
                <FieldValue field={field} />
              </dd>
            </Fragment>
          ))}
          {item.description !== null && (
            <>
              <dt>Description</dt>
              <dd>{item.description}</dd>
            </>
          )}
        </dl>
      </section>

      <InboxItemFiles item={item} />
      <ConsultationHistory entries={item.consultations} />
    </>
  );
}
