import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** localStorage keys, as the product has always used them. */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

/** The profile stored after sign-in; its presence alone marks the visitor as signed in. */
export interface SessionUser {
  id?: string | number;
  email?: string;
  name?: string;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  setToken: (token: string) => void;
  setUser: (user: SessionUser) => void;
  signOut: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : {};
  } catch {
    return {}; // present but unreadable: still counts as signed in
  }
}

function readStorage(): Pick<SessionState, 'token' | 'user'> {
  const store = storage();
  return {
    token: store?.getItem(AUTH_TOKEN_KEY) ?? null,
    user: readStoredUser(store?.getItem(USER_KEY) ?? null),
  };
}

export const sessionStore = createStore<SessionState>()((set) => ({
  ...readStorage(),
  setToken: (token) => {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
    set({ token });
  },
  setUser: (user) => {
    storage()?.setItem(USER_KEY, JSON.stringify(user));
    set({ user });
  },
  signOut: () => {
    storage()?.removeItem(AUTH_TOKEN_KEY);
    storage()?.removeItem(USER_KEY);
    set({ token: null, user: null });
  },
}));

// Another tab signing in or out updates this page too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_KEY) {
      sessionStore.setState(readStorage());
    }
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
