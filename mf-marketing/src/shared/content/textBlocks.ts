/** A step or point with a lead-in title: "Case assessment: we review…". */
export interface TitledItem {
  title: string;
  text: string;
}

/** A block of running text: a paragraph, a list (bulleted, or numbered when `ordered`), or the company's contact details. */
export type TextBlock = string | { list: readonly (string | TitledItem)[]; ordered?: boolean } | { contactDetails: true };

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
