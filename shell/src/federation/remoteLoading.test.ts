import { fetchRemoteMap, REMOTE_MAP_URL } from './fetchRemoteMap';
import remoteLoadErrorPlugin from './remoteLoadErrorPlugin';

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('fetchRemoteMap', () => {
  it('reads the remote map served beside the shell, at run time', async () => {
    const map = { intake: 'http://localhost:3002/mf-manifest.json' };
    const fetchMock = jest.fn(async () => answer(200, map));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchRemoteMap()).resolves.toEqual(map);
    expect(REMOTE_MAP_URL).toBe('/remotes.json');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { credentials: 'same-origin' });
  });

  it('fails, so the loader shows Retry, when the map is missing or malformed', async () => {
    globalThis.fetch = jest.fn(async () => answer(404, {})) as unknown as typeof fetch;
    await expect(fetchRemoteMap()).rejects.toThrow('The remote map answered 404');
    globalThis.fetch = jest.fn(async () => answer(200, { intake: 42 })) as unknown as typeof fetch;
    await expect(fetchRemoteMap()).rejects.toThrow('The remote map has no URL for "intake"');
  });
});

describe('remoteLoadErrorPlugin', () => {
  it('logs which remote failed and lets the error reach the error boundary', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = remoteLoadErrorPlugin();
    const handled = plugin.errorLoadRemote?.({
      id: 'portal/App',
      error: new Error('#RUNTIME-003 Failed to get manifest'),
      lifecycle: 'onLoad',
    } as Parameters<NonNullable<typeof plugin.errorLoadRemote>>[0]);
    expect(handled).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Remote "portal/App" could not be loaded during onLoad: #RUNTIME-003 Failed to get manifest');
  });
});
