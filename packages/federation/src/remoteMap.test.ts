import { parseRemoteMap, parseRemoteMapDocument, remoteMapDocumentOf, remoteMapForVisitor, remoteOf } from './remoteMap';

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

describe("a map source's answer", () => {
  it('is a document as it is, and a plain map names current versions only', () => {
    const document = { current: { intake: CURRENT }, lastGood: { intake: LAST_GOOD } };
    expect(remoteMapDocumentOf(document)).toBe(document);
    expect(remoteMapDocumentOf({ intake: CURRENT })).toEqual({ current: { intake: CURRENT }, lastGood: {} });
  });
});

describe('remoteOf', () => {
  it('names the remote of a module id', () => {
    expect(remoteOf('intake/LeadForm')).toBe('intake');
    expect(remoteOf('marketing/pages/Faq')).toBe('marketing');
  });
});
