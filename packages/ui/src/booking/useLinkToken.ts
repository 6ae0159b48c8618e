import { CONFIRMATION_TOKEN_SHAPE, linkTokenOf } from '@frc/contracts/browser';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../useHydrated';

const storageKeyOf = (key: string) => `frc.link-token.${key}`;

function storedToken(key: string): string | null {
  try {
    const token = window.sessionStorage.getItem(storageKeyOf(key));
    return token !== null && CONFIRMATION_TOKEN_SHAPE.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** Keeps `token` as this tab's token under `key` (a newer one replaces it: a moved booking's change token). */
export function keepLinkToken(key: string, token: string): void {
  try {
    window.sessionStorage.setItem(storageKeyOf(key), token);
  } catch {
    // Storage refused (a private window's quota): the token lasts as long as the page.
  }
}

/**
 * A booking token the page works with: `given` (from the navigation's state) first, else a mailed link's fragment
 * (`#key=…`), else the one this tab kept. Once read it is kept in the tab's session storage and the fragment leaves
 * the address bar, so a reload finds the token while it never reaches a server's log, a bookmark or another site's
 * Referer. Null until hydrated (the pre-rendered page has none).
 */
export function useLinkToken(key: string, given: string | null = null): string | null {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = linkTokenOf(location.hash, key);
  const token = hydrated ? (given ?? fromLink ?? storedToken(key)) : null;

  useEffect(() => {
    if (!token) return;
    keepLinkToken(key, token);
    if (fromLink) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state as unknown });
  }, [key, token, fromLink, navigate, location.pathname, location.search, location.state]);

  return token;
}
