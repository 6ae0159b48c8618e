/** Every slot is taken and the waiting line is full: the work is refused at once. */
export class QueueFull extends Error {}
/** The work did not finish before its deadline (it waited too long, or ran too long). */
export class PastDeadline extends Error {}

export interface WorkQueue {
  /**
   * Runs `work` when a slot is free. It is told its deadline (ms since the epoch) and should give up by then itself;
   * the caller is answered at the deadline whatever it does, and the slot stays taken until the work has ended, so
   * no more than `concurrency` pieces of work ever run at once.
   */
  run<T>(work: (deadline: number) => Promise<T>, deadline: number): Promise<T>;
  /** Pieces of work running and waiting, now. */
  readonly load: { running: number; waiting: number };
}

/** A queue of at most `concurrency` pieces of work at once, and at most `maxWaiting` waiting for a slot. */
export function workQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    run<T>(work: (deadline: number) => Promise<T>, deadline: number): Promise<T> {
      if (running >= concurrency && waiting.length >= maxWaiting) return Promise.reject(new QueueFull());
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          const place = waiting.indexOf(start);
          if (place >= 0) waiting.splice(place, 1);
          reject(new PastDeadline());
        }, Math.max(0, deadline - Date.now()));
        function start() {
          running += 1;
          const ended = () => {
            clearTimeout(timer);
            release();
          };
          Promise.resolve()
            .then(() => work(deadline))
            .then(
              (value) => {
                ended();
                resolve(value);
              },
              (error: unknown) => {
                ended();
                reject(error);
              },
            );
        }
        if (running < concurrency) start();
        else waiting.push(start);
      });
    },
  };
}
