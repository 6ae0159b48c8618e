/**
 * What a member typed and has not sent yet (a reply to a client), kept in this page's memory only, by what it is
 * for (`reply C-12`): a session that ends while the member is away sends them to the sign-in, and the reply is there
 * again when they come back. A logout forgets every draft.
 */
const drafts = new Map<string, string>();

export function keptDraft(key: string): string {
  return drafts.get(key) ?? '';
}

export function keepDraft(key: string, text: string): void {
  if (text.trim()) drafts.set(key, text);
  else drafts.delete(key);
}

/**
 * Copies kept in the browser (localStorage) as well, for what a crash or a closed tab must not lose: a content
 * draft's unsaved changes. Content is the public site's words, never a client's data; a logout removes them too.
 */
const LOCAL_PREFIX = 'frc-admin-unsaved:';

export function keepLocalCopy(key: string, value: unknown): void {
  try {
    localStorage.setItem(`${LOCAL_PREFIX}${key}`, JSON.stringify(value));
  } catch {
    // Storage full or refused (a private window): the page's own memory still has it.
  }
}

export function localCopyOf<T>(key: string): T | null {
  try {
    const kept = localStorage.getItem(`${LOCAL_PREFIX}${key}`);
    return kept === null ? null : (JSON.parse(kept) as T);
  } catch {
    return null;
  }
}

/** The keys of the copies kept under `prefix` (without the storage's own prefix). */
export function localCopyKeys(prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(`${LOCAL_PREFIX}${prefix}`)) keys.push(key.slice(LOCAL_PREFIX.length));
  }
  return keys;
}

export function forgetLocalCopy(key: string): void {
  localStorage.removeItem(`${LOCAL_PREFIX}${key}`);
}

export function forgetDrafts(): void {
  drafts.clear();
  for (const key of localCopyKeys('')) forgetLocalCopy(key);
}
