/**
 * Fake timers with animation frames on them (a frame every 16 ms), for the suite that calls it: a scroll handler that
 * waits for the next frame (the table of contents' tracking) runs when the test advances the timers.
 */
export function fakeTimersWithAnimationFrames(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0), 16));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => window.clearTimeout(handle));
  });

  afterEach(() => {
    jest.useRealTimers();
  });
}
