import type { PublishedContentItem } from '@frc/contracts/browser';
import { imposterListNoMatchMessage, scamListNoMatchMessage, type BlacklistEntry } from './blacklistSearch';

/** The lists a page can search, by name: a search island is given the name, and finds the list here. */
export type BlacklistName = 'scams' | 'imposters';

/** How a list is shown; its entries are the published `blacklist_entry` items of the list. */
export interface Blacklist {
  /** The entries' `list` in content. */
  contentList: 'scam' | 'imposter';
  /** Heading of the second column: 'Scam Type' on the scam list, 'Type' on the imposter list. */
  typeLabel: string;
  /** Names the table for screen readers. */
  caption: string;
  noMatchMessage: (query: string) => string;
}

export const BLACKLISTS: Readonly<Record<BlacklistName, Blacklist>> = {
  scams: { contentList: 'scam', typeLabel: 'Scam Type', caption: 'Companies on our scam blacklist', noMatchMessage: scamListNoMatchMessage },
  imposters: { contentList: 'imposter', typeLabel: 'Type', caption: 'Known imposters and copycats', noMatchMessage: imposterListNoMatchMessage },
};

/** A list's published entries (a sample with invented names), in the order they were first published. */
export function blacklistEntriesFrom(items: readonly PublishedContentItem[], list: BlacklistName): BlacklistEntry[] {
  return [...items]
    .filter((item) => item.data.list === BLACKLISTS[list].contentList)
    .sort((a, b) => a.id - b.id)
    .map((item) => ({ name: item.title, type: String(item.data.type ?? ''), warning: String(item.data.warning ?? item.description) }));
}
