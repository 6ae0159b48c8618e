import type { PublishedContentItem } from '@frc/contracts/browser';

/**
 * A client's portrait as we show it: initials on a coloured disc. We never publish a client's
 * face or full name, so the drawing is all the picture a story has.
 */
export interface InitialsPortrait {
  initials: string;
  tone: 'teal' | 'navy' | 'amber' | 'slate';
}

export interface Testimonial {
  id: number;
  thumbnail: InitialsPortrait;
  /** The client's story in one line, in their words. */
  title: string;
  /** A recorded interview, when the client agreed to one; none is published yet. */
  videoUrl: string | null;
  /** First name and the initial of the last name, as the client agreed. */
  clientName: string;
  location: string;
  scamType: string;
  quote: string;
}

export interface SuccessStory {
  id: number;
  /** First name and the initial of the last name. */
  name: string;
  image: InitialsPortrait;
  recoveredAmount: string;
  testimonial: string;
}

export interface Service {
  id: number;
  title: string;
  price: string;
  additionalInfo?: string;
  description: string;
  /** What the offer includes, as its pricing card lists them (a record saved before they existed has none). */
  items?: { title: string; description: string }[];
}

/** Plain data, as a content API would answer it (the page draws each type's icon from its link). */
export interface ScamType {
  id: number;
  title: string;
  link: string;
  /** The icon its tile shows, by name (contentIcons). */
  icon?: string;
}

export type TeamDepartment = 'Investigations' | 'Legal and compliance' | 'Client care';

export interface TeamMember {
  id: number;
  name: string;
  position: string;
  department: TeamDepartment;
  /** Address of the portrait drawing served by this remote. */
  image: string;
  bio: string;
}

/**
 * The spec's record of a published item: its id, its kind's fields (the item's data) and the field the item's
 * title is (a testimonial's `title`, a team member's `name`).
 */
export function recordOf<T extends { id: number }>(item: PublishedContentItem, titleField: keyof T): T {
  return { ...item.data, id: item.id, [titleField]: item.title } as T;
}
