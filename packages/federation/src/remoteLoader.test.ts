import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, type RemoteLoader, type RemoteLoadReport } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const CURRENT = 'https://intake.example/intake/1.5.0/mf-manifest.json';
const LAST_GOOD = 'https://intake.example/intake/1.4.0/mf-manifest.json';
const ID = 'intake/LeadForm';

const entryOf = (remote: unknown) => (remote as { entry?: string }).entry;
const loadedFrom = () => entryOf(mockedRegisterRemotes.mock.calls.at(-1)?.[0][0]);

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
});

describe('falling back to the last good version', () => {
  let warn: jest.SpyInstance;
  let loader: RemoteLoader;

  beforeEach(() => {
    loader = createRemoteLoader();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loader.setSource(async () => ({ current: { intake: CURRENT }, lastGood: { intake: LAST_GOOD } }));
  });
  afterEach(() => warn.mockRestore());

  it('loads the current version when it works, and never touches the last good one', async () => {
    mockedLoadRemote.mockResolvedValue({ default: 'current' });
    await expect(loader.load(ID)).resolves.toEqual({ default: 'current' });
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(loadedFrom()).toBe(CURRENT);
    await expect(loader.activeEntries()).resolves.toEqual({ intake: CURRENT });
  });

  it('loads the last good version when the current one fails, says so, and keeps it for the rest of the page', async () => {
    mockedLoadRemote.mockImplementation(async () => {
      if (loadedFrom() === CURRENT) throw new Error('ChunkLoadError');
      return { default: 'last good' };
    });
    await expect(loader.load(ID)).resolves.toEqual({ default: 'last good' });
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'intake', entry: LAST_GOOD }], { force: true });
    expect(warn).toHaveBeenCalledWith(`Remote "intake" could not be loaded from ${CURRENT}; using its last good version, ${LAST_GOOD}`);
    await expect(loader.activeEntries()).resolves.toEqual({ intake: LAST_GOOD });

    // Another module of the same remote comes from the same version: no second try of the broken one.
    const calls = mockedLoadRemote.mock.calls.length;
    await expect(loader.load('intake/Wizard')).resolves.toEqual({ default: 'last good' });
    expect(mockedLoadRemote.mock.calls.length).toBe(calls + 1);
  });

  it("fails with the current version's error when the last good one fails too; the next try starts from the current one", async () => {
    mockedLoadRemote.mockImplementation(async () => {
      throw new Error(loadedFrom() === CURRENT ? 'current is down' : 'last good is down');
    });
    await expect(loader.load(ID)).rejects.toThrow('current is down');
    await expect(loader.activeEntries()).resolves.toEqual({ intake: CURRENT });

    mockedLoadRemote.mockReset().mockResolvedValue({ default: 'back' });
    await expect(loader.load(ID)).resolves.toEqual({ default: 'back' });
    expect(loadedFrom()).toBe(CURRENT);
  });

  it('has nothing to fall back to when the map names no last good version', async () => {
    loader.setSource(async () => ({ intake: CURRENT }));
    mockedLoadRemote.mockRejectedValue(new Error('down'));
    await expect(loader.load(ID)).rejects.toThrow('down');
    expect(mockedRegisterRemotes.mock.calls.every(([remotes]) => remotes.every((remote) => entryOf(remote) === CURRENT))).toBe(true);
  });

  it('reports each load to the telemetry: which version, how it went, how long it took', async () => {
    const reports: RemoteLoadReport[] = [];
    loader.setReporter((report) => reports.push(report));
    const failure = new Error('ChunkLoadError');
    mockedLoadRemote.mockImplementation(async () => {
      if (loadedFrom() === CURRENT) throw failure;
      return { default: 'last good' };
    });
    await loader.load(ID);
    expect(reports).toEqual([
      { remote: 'intake', entry: CURRENT, ok: false, durationMs: expect.any(Number), error: failure },
      { remote: 'intake', entry: LAST_GOOD, ok: true, durationMs: expect.any(Number), error: undefined },
    ]);
  });
});


describe('the remote map', () => {
  it('is read once, registered with the runtime, and read again after a failed read', async () => {
    const loader = createRemoteLoader();
    const source = jest.fn().mockRejectedValueOnce(new Error('remotes.json answered 503')).mockResolvedValue({ intake: CURRENT });
    loader.setSource(source);
    mockedLoadRemote.mockResolvedValue({ default: 'form' });
    await expect(loader.load(ID)).rejects.toThrow('remotes.json answered 503');
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();

    await expect(loader.load(ID)).resolves.toEqual({ default: 'form' });
    await expect(loader.registeredRemoteMap()).resolves.toEqual({ intake: CURRENT });
    await expect(loader.lastGoodEntries()).resolves.toEqual({});
    expect(source).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'intake', entry: CURRENT }]);
  });

  it('is needed before anything loads', async () => {
    await expect(createRemoteLoader().load(ID)).rejects.toThrow('No remote map source was configured');
  });

  it('has to name the remote a module comes from', async () => {
    const loader = createRemoteLoader();
    loader.setSource(async () => ({ intake: CURRENT }));
    await expect(loader.load('portal/Login')).rejects.toThrow('The remote map has no remote named "portal"');
  });
});

describe('a remote marked failed', () => {
  it('is registered afresh at its next load, and its manifest fetched once more to use up a failed preload', async () => {
    const fetched = jest.fn().mockResolvedValue(new Response('{}'));
    const { fetch } = globalThis;
    globalThis.fetch = fetched;
    try {
      const loader = createRemoteLoader();
      loader.setSource(async () => ({ intake: CURRENT }));
      await loader.registeredRemoteMap();
      loader.markFailed('intake');
      mockedLoadRemote.mockResolvedValue({ default: 'form' });
      await loader.load(ID);
      expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'intake', entry: CURRENT }], { force: true });
      expect(fetched).toHaveBeenCalledWith(CURRENT, { credentials: 'same-origin' });
    } finally {
      globalThis.fetch = fetch;
    }
  });
});

describe('the module cache', () => {
  it('shares one load of a module between whoever asks, and keeps what arrived until it is forgotten', async () => {
    const loader = createRemoteLoader();
    loader.setSource(async () => ({ intake: CURRENT }));
    mockedLoadRemote.mockResolvedValue({ default: 'form' });
    const [first, second] = await Promise.all([loader.load(ID), loader.load(ID)]);
    expect(first).toBe(second);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(loader.arrived(ID)).toBe(first);

    loader.forget(ID);
    expect(loader.arrived(ID)).toBeUndefined();
    await loader.load(ID);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps modules provided from elsewhere, and one a source gives when it is first asked for', () => {
    const loader = createRemoteLoader();
    loader.provide({ 'marketing/App': { default: 'app' } });
    const source = jest.fn((id: string) => (id === 'portal/Login' ? { default: 'login' } : undefined));
    expect(loader.arrived('marketing/App', source)).toEqual({ default: 'app' });
    expect(loader.arrived('portal/Login', source)).toEqual({ default: 'login' });
    expect(loader.arrived('portal/Login', source)).toEqual({ default: 'login' });
    expect(loader.arrived('portal/Nothing', source)).toBeUndefined();
    expect(source.mock.calls).toEqual([['portal/Login'], ['portal/Nothing']]);
  });

  it('belongs to its loader: another loader has its own map, cache and fallbacks', async () => {
    const first = createRemoteLoader();
    const second = createRemoteLoader();
    first.setSource(async () => ({ current: { intake: CURRENT }, lastGood: { intake: LAST_GOOD } }));
    second.setSource(async () => ({ current: { intake: CURRENT }, lastGood: { intake: LAST_GOOD } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedLoadRemote.mockImplementation(async () => {
      if (loadedFrom() === CURRENT) throw new Error('ChunkLoadError');
      return { default: 'last good' };
    });
    await first.load(ID);
    warn.mockRestore();
    expect(first.arrived(ID)).toEqual({ default: 'last good' });
    expect(second.arrived(ID)).toBeUndefined();
    await expect(first.activeEntries()).resolves.toEqual({ intake: LAST_GOOD });
    await expect(second.activeEntries()).resolves.toEqual({ intake: CURRENT });
  });
});
