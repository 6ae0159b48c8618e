/** A company on one of our lists: its name, the kind of scam (or imposture), and what to watch for. */
export interface BlacklistEntry {
  name: string;
  type: string;
  warning: string;
}

/** Blank or whitespace finds nothing; otherwise a case-insensitive substring match on the name alone. */
export function searchBlacklist<Entry extends { name: string }>(entries: readonly Entry[], query: string): Entry[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  return entries.filter((entry) => entry.name.toLocaleLowerCase().includes(needle));
}

export function scamListNoMatchMessage(query: string): string {
  return `Good news! No matches found for "${query}". However, this doesn't guarantee the company is legitimate. If you have concerns, contact us for a thorough check.`;
}

/**
 * Said right after either list's no-match message, which must not stand alone: a name missing from a short list of
 * examples says nothing about whether it is safe.
 */
export function noMatchCaveat(query: string, listSize: number): string {
  return `"${query}" is not on our list, but our list holds only ${listSize} names, so this does not mean the company is safe. Check that it is licensed with your country's financial regulator, and never pay anyone a fee to "release" your money.`;
}

export function imposterListNoMatchMessage(query: string): string {
  return `Good news! No matches found for "${query}". However, always verify you're dealing with the official provider by checking our contact information and official website.`;
}
