interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one once the browser has had its turn (input, a frame): the
 * start-up's steps each run as a short task, never one long one. `scheduler.yield()` where the browser has it
 * (the continuation then runs before tasks queued later), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
