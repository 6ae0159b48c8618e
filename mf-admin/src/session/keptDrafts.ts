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

export function forgetDrafts(): void {
  drafts.clear();
}
