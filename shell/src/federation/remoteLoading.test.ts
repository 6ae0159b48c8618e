import { fetchRemoteMap, REMOTE_MAP_URL } from './fetchRemoteMap';
import remoteRetryPlugin, { RETRY_DELAYS_MS } from './remoteRetryPlugin';

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('fetchRemoteMap', () => {
  it('reads the remote map served beside the shell, at run time', async () => {
    const map = { intake: 'https://intake.example/mf-manifest.json' };
    const fetchMock = jest.fn(async () => answer(200, map));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchRemoteMap()).resolves.toEqual({ current: map, lastGood: {} });
    expect(REMOTE_MAP_URL).toBe('/remotes.json');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { credentials: 'same-origin' });
  });

  it('gives a visitor within the canary share the canary, and keeps giving it to them', async () => {
    const current = 'https://intake.example/intake/1.5.0/mf-manifest.json';
    const canary = 'https://intake.example/intake/1.6.0/mf-manifest.json';
    globalThis.fetch = jest.fn(async () => answer(200, { intake: { current, canary: { entry: canary, percent: 50 } } })) as unknown as typeof fetch;
    window.localStorage.setItem('frc-canary-bucket', '49');
    await expect(fetchRemoteMap()).resolves.toEqual({ current: { intake: canary }, lastGood: { intake: current } });
    window.localStorage.setItem('frc-canary-bucket', '50');
    await expect(fetchRemoteMap()).resolves.toEqual({ current: { intake: current }, lastGood: {} });
    window.localStorage.clear();
  });

  it('fails, so the loader shows Retry, when the map is missing or malformed', async () => {
    globalThis.fetch = jest.fn(async () => answer(404, {})) as unknown as typeof fetch;
    await expect(fetchRemoteMap()).rejects.toThrow('The remote map answered 404');
    globalThis.fetch = jest.fn(async () => answer(200, { intake: 42 })) as unknown as typeof fetch;
    await expect(fetchRemoteMap()).rejects.toThrow('The remote map has no URL for "intake"');
  });
});

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteRetryPlugin>['errorLoadRemote']>>[0];

describe('remoteRetryPlugin', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  function failure(loadRemote: jest.Mock, lifecycle: string = 'onLoad'): ErrorArgs {
    return {
      id: 'portal/App',
      error: new Error('#RUNTIME-003 Failed to get manifest'),
      lifecycle,
      from: 'runtime',
      origin: { loadRemote },
    } as unknown as ErrorArgs;
  }

  it('logs which remote failed, then loads it again after a wait, and hands over what that attempt loaded', async () => {
    const module = { default: () => null };
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(module);
    const plugin = remoteRetryPlugin([5, 10]);
    await expect(plugin.errorLoadRemote?.(failure(loadRemote))).resolves.toBe(module);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenCalledWith('portal/App');
    expect(warn).toHaveBeenCalledWith('Remote "portal/App" could not be loaded during onLoad: #RUNTIME-003 Failed to get manifest');
  });

  it('waits longer each time, and lets the error go on when every attempt failed', async () => {
    jest.useFakeTimers();
    try {
      const loadRemote = jest.fn().mockRejectedValue(new Error('network'));
      const settled = jest.fn();
      void Promise.resolve(remoteRetryPlugin().errorLoadRemote?.(failure(loadRemote))).then(settled);
      // 250 ms, then 500, 1000 and 2000 ms after each failed attempt.
      for (const [attempt, delay] of [250, 500, 1000, 2000].entries()) {
        await jest.advanceTimersByTimeAsync(delay - 1);
        expect(loadRemote).toHaveBeenCalledTimes(attempt);
        await jest.advanceTimersByTimeAsync(1);
        expect(loadRemote).toHaveBeenCalledTimes(attempt + 1);
      }
      // Nothing to hand over: the runtime throws the error, and the registry falls back to the last good version.
      expect(settled).toHaveBeenCalledWith(undefined);
      expect(RETRY_DELAYS_MS).toEqual([250, 500, 1000, 2000]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves the failure of an attempt under way to that attempt, and the manifest\'s own report to the load', async () => {
    const plugin = remoteRetryPlugin([5]);
    let nested: Promise<unknown> | undefined;
    const loadRemote = jest.fn(async () => {
      // The attempt fails in its turn: the runtime reports it to the plugin, which must not start a retry inside the retry.
      nested = Promise.resolve(plugin.errorLoadRemote?.(failure(loadRemote)));
      throw new Error('still down');
    });
    await expect(plugin.errorLoadRemote?.(failure(loadRemote))).resolves.toBeUndefined();
    await expect(nested).resolves.toBeUndefined();
    expect(loadRemote).toHaveBeenCalledTimes(1);

    const untouched = jest.fn();
    await expect(plugin.errorLoadRemote?.(failure(untouched, 'afterResolve'))).resolves.toBeUndefined();
    expect(untouched).not.toHaveBeenCalled();
  });
});
