import { inboxApiUrl, inboxSearch, readInboxFilters, readPage } from './inboxFilters';

describe('the inbox filters in the address', () => {
  it('reads the known filters, trimmed, and leaves out the empty and unknown ones', () => {
    const search = new URLSearchParams('q=%20anna%20&kind=request&status=&unknown=1&page=3');
    expect(readInboxFilters(search)).toEqual({ filters: { q: 'anna', kind: 'request' }, unknown: [] });
    expect(readPage(search)).toBe(3);
  });

  it('leaves out a value the inbox does not have, and names it, so the list falls back to its default', () => {
    const search = new URLSearchParams('view=untriaged&status=untriaged&kind=letter&from=2026-02-30&manager=0&sort=oldest&order=asc');
    expect(readInboxFilters(search)).toEqual({ filters: { status: 'untriaged', order: 'asc' }, unknown: ['kind=letter', 'manager=0', 'from=2026-02-30', 'view=untriaged', 'sort=oldest'] });
  });

  it('reads a missing or odd page as the first', () => {
    for (const page of ['', '0', '-2', '1.5', 'x']) expect(readPage(new URLSearchParams(`page=${page}`))).toBe(1);
  });

  it('writes the filters back, page 1 left out', () => {
    expect(inboxSearch({ confirmed: 'false', manager: 'unassigned' }).toString()).toBe('confirmed=false&manager=unassigned');
    expect(inboxSearch({ q: 'C-12' }, 2).toString()).toBe('q=C-12&page=2');
  });

  it('asks the API for the page of the filters', () => {
    expect(inboxApiUrl({ scamType: 'forex', from: '2026-11-01' }, 1)).toBe('/api/admin/inbox?scamType=forex&from=2026-11-01&page=1');
  });
});
