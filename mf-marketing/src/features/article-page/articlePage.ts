import type { ContentImageRef, PublishedContentItem, ScamTypeCode } from '@frc/contracts/browser';
import type { Step } from '../../shared/components/StepsGrid';
import type { TocEntry } from '../../shared/components/TableOfContents';
import type { FaqItem } from '../../shared/content/faq';
import { withIcons } from '../../shared/content/contentIcons';
import type { TextBlock } from '../../shared/content/textBlocks';

/**
 * What a 'Request a Consultation' does on a page: open intake's wizard behind a scam-type
 * select (preselected only where the spec says so), or go to the full contact form.
 */
export type ConsultationAction = { kind: 'wizard'; defaultScamType?: ScamTypeCode } | { kind: 'contact' };

/** A part of a section under its own h3; with an id it is an anchor too. */
export interface ArticleSubsection {
  id?: string;
  title: string;
  blocks: readonly TextBlock[];
}

/** A section of the article under an h2, always an anchor. */
export interface ArticleSection {
  id: string;
  title: string;
  /** The entry's label in the table of contents; sections without one are anchors only. */
  tocLabel?: string;
  blocks: readonly TextBlock[];
  subsections?: readonly ArticleSubsection[];
}

export interface ArticleFaq {
  title: string;
  items: readonly FaqItem[];
  /** Anchor id, on pages whose FAQ is a section of the article. */
  id?: string;
  tocLabel?: string;
  /** Show only this many questions until the reader asks for all of them. */
  collapsedCount?: number;
}

export interface CallToAction {
  title: string;
  text: string;
  action: ConsultationAction;
}

/** Everything one article page shows; the layout draws a part only when the page has it. */
export interface ArticlePageData {
  meta: { title: string; description: string; canonicalPath?: string; socialImage?: ContentImageRef | null };
  hero: {
    /** The page's area, above the h1 ("Scam types", "Investigation", "Consulting"). */
    eyebrow: string;
    title: string;
    lead: readonly string[];
    action: ConsultationAction;
  };
  logoCarousel: boolean;
  steps?: { title: string; intro?: string; items: readonly Step[] };
  mission?: { title: string; text: string; linkLabel: string };
  guarantee?: { includesDoubts: boolean };
  article: { sections: readonly ArticleSection[]; faq?: ArticleFaq };
  /** Distance from the viewport top, in px, of the line that decides the current section: 100, or 150 on consulting and compliance pages. */
  tocOffset: 100 | 150;
  sidePanel: CallToAction;
  closing: CallToAction;
}

/** A published page drawn by the article layout: its head is the item's title and description; an alias names its canonical page. */
export function articlePageDataOf(item: PublishedContentItem, canonicalPath?: string): ArticlePageData {
  const data = withIcons<Omit<ArticlePageData, 'meta'>>(item.data);
  return { ...data, meta: { title: item.title, description: item.description, socialImage: item.socialImage, ...(canonicalPath ? { canonicalPath } : {}) } };
}

/** Whether a page's content is drawn by the article layout (a scam type's, a service's): it has a hero and an article. */
export function isArticlePageContent(data: Record<string, unknown>): boolean {
  return typeof data.hero === 'object' && data.hero !== null && typeof data.article === 'object' && data.article !== null;
}

/** The table of contents: each section with a label, then the FAQ when it has one, in page order. */
export function tocEntriesOf({ article }: ArticlePageData): TocEntry[] {
  const entries = article.sections.flatMap((section) => (section.tocLabel ? [{ id: section.id, label: section.tocLabel }] : []));
  if (article.faq?.id && article.faq.tocLabel) entries.push({ id: article.faq.id, label: article.faq.tocLabel });
  return entries;
}

/** Every anchor of the article in page order: sections, their anchored subsections, and the FAQ. */
export function anchorIdsOf({ article }: ArticlePageData): string[] {
  const ids = article.sections.flatMap((section) => [
    section.id,
    ...(section.subsections ?? []).flatMap((subsection) => (subsection.id ? [subsection.id] : [])),
  ]);
  if (article.faq?.id) ids.push(article.faq.id);
  return ids;
}
