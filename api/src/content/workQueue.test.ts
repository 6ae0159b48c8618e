import { PastDeadline, QueueFull, workQueue } from './workQueue';

/** Work that runs until the test ends it. */
function heldWork() {
  let finish: (value: string) => void = () => undefined;
  let started = false;
  const work = () => {
    started = true;
    return new Promise<string>((resolve) => (finish = resolve));
  };
  return { work, finish: (value: string) => finish(value), started: () => started };
}

const later = () => Date.now() + 60_000;

describe('workQueue', () => {
  it('runs one piece of work at a time, the next when a slot frees, and refuses work past its waiting line', async () => {
    const queue = workQueue({ concurrency: 1, maxWaiting: 1 });
    const first = heldWork();
    const second = heldWork();
    const running = queue.run(first.work, later());
    const waiting = queue.run(second.work, later());
    await expect(queue.run(heldWork().work, later())).rejects.toBeInstanceOf(QueueFull);
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    expect(second.started()).toBe(false);

    first.finish('first');
    await expect(running).resolves.toBe('first');
    expect(second.started()).toBe(true);
    second.finish('second');
    await expect(waiting).resolves.toBe('second');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers work still waiting at its deadline, and never starts it', async () => {
    const queue = workQueue({ concurrency: 1, maxWaiting: 4 });
    const first = heldWork();
    const late = heldWork();
    const running = queue.run(first.work, later());
    await expect(queue.run(late.work, Date.now() + 20)).rejects.toBeInstanceOf(PastDeadline);
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    first.finish('done');
    await running;
    expect(late.started()).toBe(false);
  });

  it('answers work running past its deadline at once, and keeps its slot until the work has really ended', async () => {
    const queue = workQueue({ concurrency: 1, maxWaiting: 4 });
    const slow = heldWork();
    await expect(queue.run(slow.work, Date.now() + 20)).rejects.toBeInstanceOf(PastDeadline);
    const next = heldWork();
    const queued = queue.run(next.work, later());
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    slow.finish('too late');
    await new Promise(setImmediate);
    expect(next.started()).toBe(true);
    next.finish('next');
    await expect(queued).resolves.toBe('next');
  });
});
