import { parseRemoteMap } from './remoteRegistry';

describe('parseRemoteMap', () => {
  it('accepts remote names with manifest URLs', () => {
    expect(parseRemoteMap({ intake: 'http://localhost:3002/mf-manifest.json' })).toEqual({
      intake: 'http://localhost:3002/mf-manifest.json',
    });
  });

  it.each([null, [], 'x', { intake: 3 }, { intake: '' }])('rejects %p', (value) => {
    expect(() => parseRemoteMap(value)).toThrow();
  });
});
