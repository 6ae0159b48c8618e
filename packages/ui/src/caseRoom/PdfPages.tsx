import { useEffect, useRef, useState } from 'react';
import { AnnotationMode, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import styles from './DocumentPreview.module.scss';
import { PREVIEW_FAILED } from './previewTexts';

/** How much sharper than the page's CSS size a page is drawn (at most), for high-density screens. */
const MAX_PIXEL_RATIO = 2;

/**
 * pdf.js parses in a worker; a Worker must come from the page's own origin, and this code is served by its remote's,
 * so the worker's code is taken from this remote's bundle and run beside the page instead ("fake worker"). It never
 * evaluates code and never runs the PDF's scripts: nothing here loads pdf.js's scripting sandbox.
 */
async function loadWorker() {
  const holder = globalThis as typeof globalThis & { pdfjsWorker?: unknown };
  holder.pdfjsWorker ??= await import('pdfjs-dist/build/pdf.worker.min.mjs');
}

/** A PDF's pages, one at a time on a canvas, with page controls. Its forms, links and scripts are not drawn or run. */
export default function PdfPages({ name, data }: { name: string; data: ArrayBuffer }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [drawn, setDrawn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  // The document of the bytes shown now. New bytes destroy the one before while it may still be drawn; its drawing
  // then rejects, which says nothing of the new document's.
  const current = useRef<PDFDocumentProxy | null>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    loadWorker()
      .then(() =>
        getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false, enableXfa: false, stopAtErrors: false }).promise,
      )
      .then((document) => {
        opened = document;
        if (cancelled) {
          void document.destroy();
          return;
        }
        current.current = document;
        setPdf(document);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (current.current === opened) current.current = null;
      void opened?.destroy();
    };
  }, [data]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    setDrawn(false);
    pdf
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        const width = target.parentElement?.clientWidth || 800;
        const natural = page.getViewport({ scale: 1 });
        const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
        const viewport = page.getViewport({ scale: (Math.min(width, natural.width * 1.5) / natural.width) * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        task = page.render({ canvas: target, viewport, annotationMode: AnnotationMode.DISABLE });
        return task.promise.then(() => {
          if (!cancelled) setDrawn(true);
        });
      })
      .catch(() => {
        if (!cancelled && current.current === pdf) setFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber]);

  if (failed) {
    return (
      <p role="alert" className={styles.error}>
        {PREVIEW_FAILED}
      </p>
    );
  }
  const pages = pdf?.numPages ?? 0;
  return (
    <div className={styles.pdf}>
      {!drawn && (
        <p role="status" className={styles.note}>
          Drawing the page…
        </p>
      )}
      <div className={styles.canvasFrame} role="img" aria-label={`Page ${pageNumber} of ${pages || '…'} of ${name}`} data-drawn={drawn || undefined}>
        <canvas ref={canvas} className={styles.page} />
      </div>
      {pages > 0 && (
        <div className={styles.pager}>
          <button type="button" className={styles.close} disabled={pageNumber <= 1} onClick={() => setPageNumber((page) => page - 1)}>
            Previous page
          </button>
          <p aria-live="polite" className={styles.pageCount}>
            Page {pageNumber} of {pages}
          </p>
          <button type="button" className={styles.close} disabled={pageNumber >= pages} onClick={() => setPageNumber((page) => page + 1)}>
            Next page
          </button>
        </div>
      )}
    </div>
  );
}
