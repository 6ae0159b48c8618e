import { VERIFY_LETTER_PAGE, type EngagementLetter } from '@frc/contracts/browser';
import { downloadEngagementPdf } from '../api/engagementApi';
import { DownloadButton } from './DocumentDownload';

/** Where anyone checks a sealed letter (mf-intake's page). */
export const VERIFY_PAGE = VERIFY_LETTER_PAGE;

/** The file a letter downloads as: its title, its case, and whether it is the signed one. */
export const letterFileName = (letter: EngagementLetter) => `${letter.title} ${letter.caseRef}${letter.state === 'signed' ? ' signed' : ''}.pdf`;

interface LetterDownloadProps {
  caseRef: string;
  letter: EngagementLetter;
  label: string;
  /** Runs once the file was handed to the browser (the letter counts as opened). */
  onSaved?: () => void;
}

/** The letter's PDF to save: as sent while it waits, sealed once signed. */
export function LetterDownload({ caseRef, letter, label, onSaved }: LetterDownloadProps) {
  return <DownloadButton fetchFile={(token) => downloadEngagementPdf(caseRef, letter.id, token)} fileName={letterFileName(letter)} label={label} onSaved={onSaved} />;
}
