import {
  detectEvidenceType,
  EVIDENCE_SIGNATURE_BYTES,
  evidenceMessages,
  MAX_EVIDENCE_FILE_BYTES,
  MAX_EVIDENCE_FILES,
} from '@frc/contracts/browser';

function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, EVIDENCE_SIGNATURE_BYTES));
  });
}

/** Why a picked file cannot be sent, or null: it must be a PDF, PNG, JPG or GIF by its content, not empty, and at most 10 MB. */
export async function evidenceFileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return evidenceMessages.empty(file.name);
  if (file.size > MAX_EVIDENCE_FILE_BYTES) return evidenceMessages.tooLarge(file.name);
  try {
    return detectEvidenceType(await readHead(file)) ? null : evidenceMessages.wrongType(file.name);
  } catch {
    return `"${file.name}" could not be read. Please pick it again.`;
  }
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Adds newly picked files to those already chosen: problems are named one by one, a file picked twice is kept once, and never more than five in all. */
export async function addEvidenceFiles(current: readonly File[], picked: readonly File[]): Promise<{ files: File[]; problems: string[] }> {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    if (files.some((chosen) => sameFile(chosen, file))) continue;
    if (files.length >= MAX_EVIDENCE_FILES) {
      problems.push(evidenceMessages.tooMany);
      break;
    }
    const problem = await evidenceFileProblem(file);
    if (problem) problems.push(problem);
    else files.push(file);
  }
  return { files, problems };
}
