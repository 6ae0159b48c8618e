import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Eye, X } from 'lucide-react';
import type { DocumentMediaType } from '@frc/contracts/browser';
import styles from './DocumentPreview.module.scss';
import { PREVIEW_FAILED } from './previewTexts';

// pdf.js arrives with the first PDF opened, in the remote that shows it: never in a page that only lists files.
const PdfPages = lazy(() => import('./PdfPages'));

/** The longest text shown: a longer file shows its start and says so. */
export const TEXT_PREVIEW_MAX_CHARACTERS = 100_000;

/** Reads a document's bytes with the viewer's own credentials; rejects with an Error whose message the viewer can read. */
export type LoadDocument = (signal: AbortSignal) => Promise<Blob>;

interface DocumentPreviewProps {
  name: string;
  type: DocumentMediaType;
  load: LoadDocument;
}

type Loaded = { kind: 'image'; url: string } | { kind: 'text'; text: string; cut: boolean } | { kind: 'pdf'; data: ArrayBuffer };
type PreviewState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; loaded: Loaded };

async function toPreview(blob: Blob, type: DocumentMediaType): Promise<Loaded> {
  if (type === 'text/plain') {
    const text = await blob.text();
    return { kind: 'text', text: text.slice(0, TEXT_PREVIEW_MAX_CHARACTERS), cut: text.length > TEXT_PREVIEW_MAX_CHARACTERS };
  }
  if (type === 'application/pdf') return { kind: 'pdf', data: await blob.arrayBuffer() };
  // Typed by what the server found in its bytes (an image type only), and shown only as an <img>: nothing can run it.
  return { kind: 'image', url: URL.createObjectURL(new Blob([blob], { type })) };
}

/**
 * A document seen without downloading it, in a region that opens under its button: an image as an image, a PDF's
 * pages drawn on a canvas by pdf.js (no script of the PDF runs), text as text. The file's bytes never become a page
 * of the site's origin (no frame, no object, no blob: page). Opening moves focus into the region; Escape or Close
 * shuts it and gives focus back to the button.
 */
export function DocumentPreview({ name, type, load }: DocumentPreviewProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const toggle = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const [tries, setTries] = useState(0);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let url: string | null = null;
    load(controller.signal)
      .then((blob) => toPreview(blob, type))
      .then((loaded) => {
        if (loaded.kind === 'image') url = loaded.url;
        if (controller.signal.aborted) return;
        setState({ status: 'ready', loaded });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error && error.message ? error.message : PREVIEW_FAILED });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [open, load, type, tries]);

  useEffect(() => {
    const opened = region.current;
    if (!open || !opened) return;
    opened.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    opened.addEventListener('keydown', onKeyDown);
    return () => opened.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function show() {
    setState({ status: 'loading' });
    setOpen(true);
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className={styles.preview}>
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => (open ? close() : show())}>
        <Eye aria-hidden="true" focusable="false" size={16} />
        {open ? `Hide the preview of ${name}` : `Preview ${name}`}
      </button>
      {open && (
        <div ref={region} id={id} role="region" aria-label={`Preview of ${name}`} tabIndex={-1} className={styles.region}>
          <div className={styles.bar}>
            <p className={styles.name}>{name}</p>
            <button type="button" className={styles.close} onClick={close}>
              <X aria-hidden="true" focusable="false" size={16} />
              Close preview
            </button>
          </div>
          {state.status === 'loading' && (
            <p role="status" className={styles.note}>
              Loading the preview…
            </p>
          )}
          {state.status === 'error' && (
            <div role="alert" className={styles.error}>
              <p>{state.message}</p>
              <button
                type="button"
                className={styles.close}
                onClick={() => {
                  setState({ status: 'loading' });
                  setTries((count) => count + 1);
                }}
              >
                Try again
              </button>
            </div>
          )}
          {state.status === 'ready' && <PreviewBody name={name} loaded={state.loaded} />}
        </div>
      )}
    </div>
  );
}

function PreviewBody({ name, loaded }: { name: string; loaded: Loaded }) {
  if (loaded.kind === 'image') return <img className={styles.image} src={loaded.url} alt={`${name}, as sent`} />;
  if (loaded.kind === 'text') {
    return (
      <>
        <pre className={styles.text} aria-label={`Text of ${name}`}>
          {loaded.text}
        </pre>
        {loaded.cut && <p className={styles.note}>This shows the start of the file. Download it to read the rest.</p>}
      </>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.note}>
          Loading the PDF viewer…
        </p>
      }
    >
      <PdfPages name={name} data={loaded.data} />
    </Suspense>
  );
}
