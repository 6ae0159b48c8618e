import { safeAdminReturnPath, staffLoginPathFor } from './loginPath';

describe('the staff sign-in return path', () => {
  it.each([
    [null, '/admin'],
    ['/admin', '/admin'],
    ['/admin/cases/C-3?x=1', '/admin/cases/C-3?x=1'],
    ['https://evil.example/admin/x', '/admin'],
    ['//evil.example', '/admin'],
    ['/dashboard/cases', '/admin'],
    ['/admin/login?next=/admin/users', '/admin'],
  ])('sends %s back to %s', (next, expected) => {
    expect(safeAdminReturnPath(next)).toBe(expected);
  });

  it('names the page to come back to, except the dashboard', () => {
    expect(staffLoginPathFor('/admin')).toBe('/admin/login');
    expect(staffLoginPathFor('/admin/cases/C-3')).toBe('/admin/login?next=%2Fadmin%2Fcases%2FC-3');
  });
});
