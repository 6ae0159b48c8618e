import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { CaseDocument } from '@frc/contracts/browser';
import { useSession } from '@frc/session';
import { formatFileSize } from '@frc/ui/formatFileSize';
import { formatMoment } from '@frc/ui/formatMoment';
import { useEndSession } from '../../../session/sessionExit';
import { downloadCaseDocument, type DownloadOutcome } from '../api/caseRoomApi';
import { saveFile } from '../api/saveFile';
import styles from './CaseRoom.module.scss';

interface DocumentDownloadProps {
  caseRef: string;
  document: CaseDocument;
  /** The button's words; "Download <name>" unless said otherwise. */
  label?: string;
}

/**
 * A button that fetches one of the case's files with the client's token and hands it to the browser to save; a
 * withdrawn document is only the line that names it and says so.
 */
export function DocumentDownload({ caseRef, document, label }: DocumentDownloadProps) {
  // The team took it back: its file is gone, and the room says so in its place.
  if (document.withdrawnAt) {
    return (
      <span className={styles.muted}>
        {document.name}, withdrawn by the team on <time dateTime={document.withdrawnAt}>{formatMoment(document.withdrawnAt)}</time>
      </span>
    );
  }
  return (
    <DownloadButton fetchFile={(token) => downloadCaseDocument(caseRef, document.id, token)} fileName={document.name} label={label ?? `Download ${document.name}`}>
      <span className={styles.muted}>({formatFileSize(document.size)})</span>
    </DownloadButton>
  );
}

interface DownloadButtonProps {
  /** Reads the file with the client's token. */
  fetchFile: (token: string) => Promise<DownloadOutcome>;
  fileName: string;
  label: string;
  /** Runs once the file was handed to the browser. */
  onSaved?: () => void;
  /** Shown after the button (the file's size). */
  children?: ReactNode;
}

/** A button that fetches a file of the case with the client's token and hands it to the browser to save. */
export function DownloadButton({ fetchFile, fileName, label, onSaved, children }: DownloadButtonProps) {
  const token = useSession((session) => session.token);
  const endSession = useEndSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (!token || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await fetchFile(token);
    setBusy(false);
    if (outcome.ok) {
      saveFile(outcome.file, fileName);
      onSaved?.();
    } else if (outcome.status === 401) endSession('expired');
    else setError(outcome.message);
  }

  return (
    <span className={styles.download}>
      <button type="button" className={styles.downloadButton} onClick={() => void download()} aria-busy={busy}>
        <Download aria-hidden="true" focusable="false" size={18} />
        {label}
      </button>
      {children}
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
