/** A point of a list: a plain sentence, or a bold title (with its own punctuation: "Case assessment:") and its explanation. */
export type ListItem = string | { title: string; text: string };

/**
 * A block of running text in content data: policies, article pages and blog articles alike.
 * `heading` is an h2, for texts whose sections are not headed otherwise (blog articles).
 * Paragraphs and list sentences may hold links written `[label](/path)` or `[label](mailto:…)`.
 * A `table`'s first column heads its rows; `codeRowHeaders` shows them as code (names of stored items).
 */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[]; codeRowHeaders?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly ListItem[]; ordered?: boolean }
  | { kind: 'callout'; title: string; text: string }
  | { kind: 'contactDetails' };

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
