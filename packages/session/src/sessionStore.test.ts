import { AUTH_TOKEN_KEY, USER_KEY, readStoredUser, sessionStore } from './sessionStore';
import type * as SessionStoreModuleNamespace from './sessionStore';

type SessionStoreModule = typeof SessionStoreModuleNamespace;

afterEach(() => sessionStore.getState().signOut());

describe('session store', () => {
  it('mirrors sign-in and sign-out to the two localStorage keys', () => {
    sessionStore.getState().setToken('t-123');
    sessionStore.getState().setUser({ id: 7, email: 'ana@example.com', name: 'Ana' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('t-123');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual({ id: 7, email: 'ana@example.com', name: 'Ana' });

    sessionStore.getState().signOut();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('follows another tab signing in and out', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ email: 'ben@example.com' }));
    localStorage.setItem(AUTH_TOKEN_KEY, 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    expect(sessionStore.getState()).toMatchObject({ token: 'other-tab', user: { email: 'ben@example.com' } });

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('treats any stored user entry as signed in, even one it cannot read', () => {
    expect(readStoredUser(null)).toBeNull();
    expect(readStoredUser('{"name":"Ana"}')).toEqual({ name: 'Ana' });
    expect(readStoredUser('not json')).toEqual({});
    expect(readStoredUser('"a string"')).toEqual({});
  });

  it('starts signed in when a user (and token) were stored before the page loaded', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ email: 'early@example.com', name: 'Early' }));
    localStorage.setItem(AUTH_TOKEN_KEY, 'stored-before-load');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<SessionStoreModule>('./sessionStore');
      expect(fresh.sessionStore.getState()).toMatchObject({ token: 'stored-before-load', user: { email: 'early@example.com', name: 'Early' } });
    });
    localStorage.clear();
    jest.isolateModules(() => {
      const fresh = jest.requireActual<SessionStoreModule>('./sessionStore');
      expect(fresh.sessionStore.getState()).toMatchObject({ token: null, user: null });
    });
  });
});
