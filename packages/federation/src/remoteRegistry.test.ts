import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  activeRemoteEntries,
  loadFederatedModule,
  loadedFederatedModule,
  modulesShown,
  parseRemoteMap,
  parseRemoteMapDocument,
  provideLoadedModules,
  remoteMapForVisitor,
  setRemoteLoadReporter,
  setRemoteMapSource,
  type RemoteLoadReport,
} from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const CURRENT = 'https://intake.example/intake/1.5.0/mf-manifest.json';
const LAST_GOOD = 'https://intake.example/intake/1.4.0/mf-manifest.json';
const CANARY = 'https://intake.example/intake/1.6.0/mf-manifest.json';

describe('parseRemoteMap', () => {
  it('accepts remote names with manifest URLs', () => {
    expect(parseRemoteMap({ intake: 'https://intake.example/mf-manifest.json' })).toEqual({
      intake: 'https://intake.example/mf-manifest.json',
    });
  });

  it('reads, per remote, the current version and the last good one', () => {
    expect(
      parseRemoteMapDocument({ intake: { current: CURRENT, lastGood: LAST_GOOD }, portal: 'https://portal.example/mf-manifest.json' }),
    ).toEqual({
      current: { intake: CURRENT, portal: 'https://portal.example/mf-manifest.json' },
      lastGood: { intake: LAST_GOOD },
    });
    expect(parseRemoteMap({ intake: { current: CURRENT } })).toEqual({ intake: CURRENT });
  });

  it.each([
    null,
    [],
    'x',
    { intake: 3 },
    { intake: '' },
    { intake: {} },
    { intake: { current: CURRENT, lastGood: 4 } },
    { intake: { current: CURRENT, canary: { entry: CANARY, percent: 0 } } },
    { intake: { current: CURRENT, canary: { entry: CANARY, percent: 10.5 } } },
    { intake: { current: CURRENT, canary: { percent: 10 } } },
  ])('rejects %p', (value) => {
    expect(() => parseRemoteMap(value)).toThrow();
  });
});

describe('a canary', () => {
  const map = parseRemoteMapDocument({
    intake: { current: CURRENT, lastGood: LAST_GOOD, canary: { entry: CANARY, percent: 10 } },
    portal: 'https://portal.example/mf-manifest.json',
  });

  it('is read with its share of visitors', () => {
    expect(map.canary).toEqual({ intake: { entry: CANARY, percent: 10 } });
  });

  it('goes to the visitors whose bucket is within its share, with the current version to fall back to', () => {
    for (const bucket of [0, 9]) {
      expect(remoteMapForVisitor(map, bucket)).toEqual({
        current: { intake: CANARY, portal: 'https://portal.example/mf-manifest.json' },
        lastGood: { intake: CURRENT },
      });
    }
    for (const bucket of [10, 99]) {
      expect(remoteMapForVisitor(map, bucket)).toEqual({
        current: { intake: CURRENT, portal: 'https://portal.example/mf-manifest.json' },
        lastGood: { intake: LAST_GOOD },
      });
    }
  });
});

describe('falling back to the last good version', () => {
  let counter = 0;
  const freshId = () => `intake/Part${++counter}`;
  const entryOf = (remote: unknown) => (remote as { entry?: string }).entry;
  const loadedFrom = () => entryOf(mockedRegisterRemotes.mock.calls.at(-1)?.[0][0]);
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedLoadRemote.mockReset();
    mockedRegisterRemotes.mockReset();
    setRemoteMapSource(async () => ({ current: { intake: CURRENT }, lastGood: { intake: LAST_GOOD } }));
  });
  afterEach(() => warn.mockRestore());

  it('loads the current version when it works, and never touches the last good one', async () => {
    mockedLoadRemote.mockResolvedValue({ default: 'current' });
    await expect(loadFederatedModule(freshId())).resolves.toEqual({ default: 'current' });
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(loadedFrom()).toBe(CURRENT);
    await expect(activeRemoteEntries()).resolves.toEqual({ intake: CURRENT });
  });

  it('loads the last good version when the current one fails, says so, and keeps it for the rest of the page', async () => {
    mockedLoadRemote.mockImplementation(async () => {
      if (loadedFrom() === CURRENT) throw new Error('ChunkLoadError');
      return { default: 'last good' };
    });
    await expect(loadFederatedModule(freshId())).resolves.toEqual({ default: 'last good' });
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'intake', entry: LAST_GOOD }], { force: true });
    expect(warn).toHaveBeenCalledWith(`Remote "intake" could not be loaded from ${CURRENT}; using its last good version, ${LAST_GOOD}`);
    await expect(activeRemoteEntries()).resolves.toEqual({ intake: LAST_GOOD });

    // Another module of the same remote comes from the same version: no second try of the broken one.
    const calls = mockedLoadRemote.mock.calls.length;
    await expect(loadFederatedModule(freshId())).resolves.toEqual({ default: 'last good' });
    expect(mockedLoadRemote.mock.calls.length).toBe(calls + 1);
  });

  it("fails with the current version's error when the last good one fails too; the next try starts from the current one", async () => {
    mockedLoadRemote.mockImplementation(async () => {
      throw new Error(loadedFrom() === CURRENT ? 'current is down' : 'last good is down');
    });
    const id = freshId();
    await expect(loadFederatedModule(id)).rejects.toThrow('current is down');
    await expect(activeRemoteEntries()).resolves.toEqual({ intake: CURRENT });

    mockedLoadRemote.mockReset().mockResolvedValue({ default: 'back' });
    await expect(loadFederatedModule(id)).resolves.toEqual({ default: 'back' });
    expect(loadedFrom()).toBe(CURRENT);
  });

  it('has nothing to fall back to when the map names no last good version', async () => {
    setRemoteMapSource(async () => ({ intake: CURRENT }));
    mockedLoadRemote.mockRejectedValue(new Error('down'));
    await expect(loadFederatedModule(freshId())).rejects.toThrow('down');
    expect(mockedRegisterRemotes.mock.calls.every(([remotes]) => remotes.every((remote) => entryOf(remote) === CURRENT))).toBe(true);
  });

  it('reports each load to the telemetry: which version, how it went, how long it took', async () => {
    const reports: RemoteLoadReport[] = [];
    setRemoteLoadReporter((report) => reports.push(report));
    const failure = new Error('ChunkLoadError');
    mockedLoadRemote.mockImplementation(async () => {
      if (loadedFrom() === CURRENT) throw failure;
      return { default: 'last good' };
    });
    try {
      await loadFederatedModule(freshId());
    } finally {
      setRemoteLoadReporter(undefined);
    }
    expect(reports).toEqual([
      { remote: 'intake', entry: CURRENT, ok: false, durationMs: expect.any(Number), error: failure },
      { remote: 'intake', entry: LAST_GOOD, ok: true, durationMs: expect.any(Number), error: undefined },
    ]);
  });
});

describe('server rendering', () => {
  afterEach(() => provideLoadedModules({}));

  it("loads a module the renderer did not hand over when the page first asks for it, once, and notes it as shown", () => {
    const load = jest.fn((id: string) => (id === 'portal/Login' ? { default: 'login' } : undefined));
    provideLoadedModules({ 'marketing/App': { default: 'app' } }, load);
    expect(loadedFederatedModule('marketing/App')).toEqual({ default: 'app' });
    expect(load).not.toHaveBeenCalled();
    expect(loadedFederatedModule('portal/Login')).toEqual({ default: 'login' });
    expect(loadedFederatedModule('portal/Login')).toEqual({ default: 'login' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedFederatedModule('portal/Nothing')).toBeUndefined();
    expect(modulesShown()).toEqual(['marketing/App', 'portal/Login']);
  });
});
