/** A question and its answer, as the spec's FAQ item (title, content); the answer is one or more paragraphs. */
export interface FaqItem {
  title: string;
  content: readonly string[];
}
