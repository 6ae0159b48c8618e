import { useCallback, useId, useState, type FormEvent } from 'react';
import type { EngagementLetter, EngagementTemplatesResponse } from '@frc/contracts/browser';
import { readAnswer } from '@frc/submission/apiRequest';
import { DocumentPreview, type LoadDocument } from '@frc/ui/DocumentPreview';
import { useStaffSession } from '../../../session/staffSession';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { useStaffData } from '../../../shared/useStaffData';
import { ENGAGEMENT_TEMPLATES_URL, engagementUrls } from '../engagementUrls';

const NOT_LOADED = 'The letter could not be filled. Please try again.';

/** The filled letter, made by the API from the template and the case as they are now, stored nowhere. */
function usePreviewLoader(caseRef: string, templateId: number): LoadDocument {
  const { request } = useStaffSession();
  return useCallback(
    async (signal: AbortSignal) => {
      const response = await request(engagementUrls.preview(caseRef), { json: { templateId }, binary: true, signal });
      if (response.ok) return response.blob();
      throw new Error((await readAnswer(response)).message ?? NOT_LOADED);
    },
    [caseRef, templateId, request],
  );
}

function LetterPreview({ caseRef, templateId, title }: { caseRef: string; templateId: number; title: string }) {
  return <DocumentPreview name={`${title} for ${caseRef}`} type="application/pdf" load={usePreviewLoader(caseRef, templateId)} />;
}

/** Choose a published letter template, read the letter filled for the case, then send it for signing. */
export function SendLetterForm({ caseRef, onSent }: { caseRef: string; onSent: (letter: EngagementLetter) => void }) {
  const { call } = useStaffSession();
  const templates = useStaffData<EngagementTemplatesResponse>(ENGAGEMENT_TEMPLATES_URL);
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const items = templates.data?.items ?? [];
  const template = items.find((item) => String(item.id) === chosen) ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!template) {
      setOutcome({ ok: false, message: 'Choose a letter template first.' });
      return;
    }
    setBusy(true);
    const answer = await call<{ letter: EngagementLetter }>(engagementUrls.letters(caseRef), { json: { templateId: template.id } });
    setBusy(false);
    if (!answer.ok) {
      setOutcome({ ok: false, message: answer.message });
      return;
    }
    setOutcome({ ok: true, message: `${answer.value.letter.title} sent for signing. The client is e-mailed that it waits in their case room.` });
    onSent(answer.value.letter);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        Send a letter
      </h3>
      {templates.status === 'error' && <RetryNotice message={templates.message} onRetry={templates.reload} />}
      {templates.status === 'loading' && <LoadingNotice label="Loading the letter templates…" />}
      {templates.status === 'ready' && items.length === 0 && <p className={styles.meta}>No letter template is published yet: an admin writes one under Content, kind Letter template.</p>}
      {items.length > 0 && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-template`}>Letter template</label>
            <select
              id={`${id}-template`}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setOutcome(null);
              }}
            >
              <option value="">Choose a template</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
          {template && <LetterPreview key={template.id} caseRef={caseRef} templateId={template.id} title={template.title} />}
          <OutcomeNotice outcome={outcome} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>
              Send for signing
            </button>
          </div>
        </>
      )}
    </form>
  );
}
