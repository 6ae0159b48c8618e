import { imposterListNoMatchMessage, scamListNoMatchMessage, searchBlacklist } from './blacklistSearch';

const entries = [
  { name: 'Zorvane FX Markets', type: 'Forex', warning: 'w1' },
  { name: 'Quillmont Binary Pro', type: 'Binary options', warning: 'w2' },
  { name: 'Velquora Coin Exchange', type: 'Crypto', warning: 'w3 mentions Zorvane' },
];

describe('searchBlacklist', () => {
  it('finds nothing for an empty or whitespace-only query', () => {
    expect(searchBlacklist(entries, '')).toEqual([]);
    expect(searchBlacklist(entries, '   \t ')).toEqual([]);
  });

  it('matches part of a name, whatever the case', () => {
    expect(searchBlacklist(entries, 'zorVANE').map((entry) => entry.name)).toEqual(['Zorvane FX Markets']);
    expect(searchBlacklist(entries, 'o').map((entry) => entry.name)).toEqual(['Zorvane FX Markets', 'Quillmont Binary Pro', 'Velquora Coin Exchange']);
    expect(searchBlacklist(entries, '  binary ').map((entry) => entry.name)).toEqual(['Quillmont Binary Pro']);
  });

  it('looks at the name only, never the type or the warning', () => {
    expect(searchBlacklist(entries, 'Crypto')).toEqual([]);
    expect(searchBlacklist(entries, 'w3')).toEqual([]);
  });
});

describe('no-match messages', () => {
  it('are the exact sentences of each list', () => {
    expect(scamListNoMatchMessage('Acme')).toBe(
      'Good news! No matches found for "Acme". However, this doesn\'t guarantee the company is legitimate. If you have concerns, contact us for a thorough check.',
    );
    expect(imposterListNoMatchMessage('Acme')).toBe(
      'Good news! No matches found for "Acme". However, always verify you\'re dealing with the official provider by checking our contact information and official website.',
    );
  });
});
