import type { TextBlock } from '@frc/contracts/browser';

/** The blocks of running text are the content model's (@frc/contracts): stored as JSON, drawn by TextBlocks. */
export type { ListItem, TextBlock } from '@frc/contracts/browser';

/** A titled section of an article or policy; `id` is its anchor for the table of contents. */
export interface TextSection {
  id: string;
  title: string;
  blocks: readonly TextBlock[];
}

/** A policy page: privacy, terms, cookies. */
export interface LegalDocumentContent {
  title: string;
  subtitle: string;
  /** As people read it: "June 15, 2024". */
  lastUpdated: string;
  sections: readonly TextSection[];
}
