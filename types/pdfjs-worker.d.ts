/** pdf.js's worker code, loaded into the page when no Worker can be started from the remote's origin (PdfPages). */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
