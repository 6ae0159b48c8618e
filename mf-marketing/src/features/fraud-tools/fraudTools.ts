import type { LucideIcon } from 'lucide-react';
import type { LinkCard } from '../../shared/components/LinkCards';

/** Our own short, fair review of a tool: what it does, who it helps, and where it stops helping. */
export interface ToolReview {
  whatItDoes: readonly string[];
  whoItHelps: readonly string[];
  limits: readonly string[];
  verdict: string;
}

/** Where a tool lives: an outside website (opened in a new tab), or a page of ours. */
export type ToolWebsite = { kind: 'external'; href: string } | { kind: 'internal'; to: string; label: string };

/**
 * A card of the tool directory (the spec's title, description, readMoreLink, websiteLink, image) with its review: an
 * entry of the `/fraud-prevention-tools` page item's `fraudTools` (its icon named there, drawn by the template).
 */
export interface FraudTool {
  slug: string;
  title: string;
  /** What kind of tool it is, in a few words. */
  kind: string;
  description: string;
  website: ToolWebsite;
  Icon: LucideIcon;
  /** Colour of the drawn tile behind the icon. */
  tone: 'brand' | 'accent' | 'cta' | 'dark';
  audience: 'Everyone' | 'Businesses';
  review: ToolReview;
}

/** The page item whose data lists the tools; each tool's review page is at toolReviewPath (the renderer renders them: packages/build-config/contentRoutes.cjs). */
export const TOOL_DIRECTORY_PATH = '/fraud-prevention-tools';

/** The directory's content: its words, the tools, and the scam types it links to. */
export interface ToolDirectoryContent {
  directory: { subtitle: string; toolsIntro: string; disclaimer: string; scamTypesTitle: string; scamTypesIntro: string };
  fraudTools: readonly FraudTool[];
  scamTypeLinks: readonly LinkCard[];
}

export function findFraudTool(tools: readonly FraudTool[], slug: string | undefined): FraudTool | undefined {
  return tools.find((tool) => tool.slug === slug);
}

/** The review page of a tool: its one address (a trailing slash answers 301 to it). */
export function toolReviewPath(slug: string): string {
  return `/fraud-prevention-review/${slug}`;
}
