import { DEFAULT_RETURN_PATH, loginPathFor, safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/cases?page=2', '/dashboard/cases?page=2'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/settings#top', '/dashboard/settings#top'],
  ])('keeps the client-area path %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/dashboard'],
    ['//evil.example/dashboard'],
    ['/dashboardevil'],
    ['/dashboard/../admin'],
    ['/admin'],
    ['javascript:alert(1)'],
  ])('refuses %s and falls back to the cases list', (next) => {
    expect(safeReturnPath(next)).toBe(DEFAULT_RETURN_PATH);
  });

  it('round-trips through the login link', () => {
    const link = new URL(loginPathFor('/dashboard/cases?page=3'), 'http://localhost');
    expect(link.pathname).toBe('/login');
    expect(safeReturnPath(link.searchParams.get('next'))).toBe('/dashboard/cases?page=3');
  });
});
