import { createLoadTelemetry, REPORT_DELAY_MS } from './loadTelemetry';
import { canaryBucket, CANARY_BUCKET_KEY } from './canaryBucket';

const ENTRY = 'https://intake.example/intake/1.5.0/mf-manifest.json';

describe('load telemetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the loads of a moment together: remote, version, outcome, time and kind of error, nothing else', () => {
    const send = jest.fn();
    const telemetry = createLoadTelemetry(send);
    telemetry.report({ remote: 'intake', entry: ENTRY, ok: false, durationMs: 3912.4, error: Object.assign(new Error('Loading chunk 470 failed.'), { name: 'ChunkLoadError' }) });
    telemetry.report({ remote: 'intake', entry: 'https://intake.example/intake/1.4.0/mf-manifest.json', ok: true, durationMs: 210 });
    telemetry.report({ remote: 'marketing', entry: 'https://marketing.example/mf-manifest.json', ok: true, durationMs: 95 });
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([
      { remote: 'intake', version: '1.5.0', outcome: 'failed', durationMs: 3912, errorClass: 'chunk' },
      { remote: 'intake', version: '1.4.0', outcome: 'ok', durationMs: 210 },
      { remote: 'marketing', version: 'root', outcome: 'ok', durationMs: 95 },
    ]);
  });

  it('sends at once when the page is hidden, and never more than 20 loads in one beacon', () => {
    const send = jest.fn();
    const telemetry = createLoadTelemetry(send);
    telemetry.listen();
    for (let load = 0; load < 25; load += 1) telemetry.report({ remote: 'intake', entry: ENTRY, ok: true, durationMs: load });
    window.dispatchEvent(new Event('pagehide'));
    expect(send.mock.calls.map(([loads]) => loads.length)).toEqual([20, 5]);
    expect(telemetry.pending()).toBe(0);
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sorts failures by what failed', () => {
    const send = jest.fn();
    const telemetry = createLoadTelemetry(send);
    const errors = [
      new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest'),
      new Error('[ Federation Runtime ]: #RUNTIME-008 Failed to load script resources'),
      new Error('The remote module "intake/App" is empty'),
      new TypeError('x is not a function'),
    ];
    for (const error of errors) telemetry.report({ remote: 'intake', entry: ENTRY, ok: false, durationMs: 1, error });
    telemetry.flush();
    expect(send.mock.calls[0][0].map((load: { errorClass: string }) => load.errorClass)).toEqual(['manifest', 'entry', 'module', 'other']);
  });
});

describe('canaryBucket', () => {
  beforeEach(() => window.localStorage.clear());

  it('draws a bucket from 0 to 99 once and keeps it, so a visitor keeps their versions across reloads', () => {
    const first = canaryBucket();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(window.localStorage.getItem(CANARY_BUCKET_KEY)).toBe(String(first));
    for (let reload = 0; reload < 5; reload += 1) expect(canaryBucket()).toBe(first);
  });

  it('draws afresh when what is kept is not a bucket, and works without storage', () => {
    window.localStorage.setItem(CANARY_BUCKET_KEY, '250');
    const drawn = canaryBucket();
    expect(drawn).toBeLessThan(100);
    expect(window.localStorage.getItem(CANARY_BUCKET_KEY)).toBe(String(drawn));
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(canaryBucket(refusing)).toBeLessThan(100);
  });
});
