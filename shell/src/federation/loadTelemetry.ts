import type { RemoteLoadReport } from '@frc/federation';
import {
  MAX_REMOTE_LOADS_PER_REPORT,
  REMOTE_LOADS_PATH,
  remoteLoadErrorClass,
  remoteVersionOf,
  type RemoteLoad,
} from '@frc/contracts/browser';

/** How long loads are gathered before they go (ms): a page's loads mostly travel in one beacon. */
export const REPORT_DELAY_MS = 1000;

type Send = (loads: RemoteLoad[]) => void;

/** Sends with navigator.sendBeacon (it survives the page being left), or a keep-alive fetch where there is none. */
export function sendBeacon(loads: RemoteLoad[]): void {
  const body = JSON.stringify({ loads });
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REMOTE_LOADS_PATH, new Blob([body], { type: 'application/json' }));
  if (!sent) {
    fetch(REMOTE_LOADS_PATH, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => {});
  }
}

/**
 * The shell's load telemetry: each load of a remote's module, as the registry reports it, becomes a record of
 * remote, version, outcome, duration and kind of error (nothing about the visitor or the page), sent in batches
 * a moment after the loads, and at once when the page is hidden or left.
 */
export function createLoadTelemetry(send: Send = sendBeacon, delayMs = REPORT_DELAY_MS) {
  const queued: RemoteLoad[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queued.length > 0) send(queued.splice(0, MAX_REMOTE_LOADS_PER_REPORT));
  }

  function report({ remote, entry, ok, durationMs, error }: RemoteLoadReport): void {
    queued.push({
      remote,
      version: remoteVersionOf(entry),
      outcome: ok ? 'ok' : 'failed',
      durationMs: Math.max(0, Math.round(durationMs)),
      ...(ok ? {} : { errorClass: remoteLoadErrorClass(error) }),
    });
    timer ??= setTimeout(flush, delayMs);
  }

  function listen(target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> } = window): void {
    target.addEventListener('pagehide', flush);
    target.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') flush();
    });
  }

  return { report, flush, listen, pending: () => queued.length };
}
