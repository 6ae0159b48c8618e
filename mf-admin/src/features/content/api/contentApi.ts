// The staff content routes (/api/admin/content), as the content design describes them. The shapes are written here
// until the contracts package carries their schemas (packages/contracts/src/content.ts).
import {
  CONTENT_ADMIN_PREFIX,
  type ContentFields,
  type ContentImageRef,
  type ContentKind,
  type ContentStatus,
} from '@frc/contracts/browser';

/** One row of GET /api/admin/content?kind=K&q=words. */
export interface ContentListItem {
  id: number;
  kind: ContentKind;
  slug: string;
  /** Its address, or null for a kind shown only inside other pages. */
  path: string | null;
  title: string;
  status: ContentStatus;
  updatedAt: string;
  publishedAt: string | null;
  scheduledFor: string | null;
  version: number;
}
export interface ContentListResponse {
  items: ContentListItem[];
}

/** One item as the editor reads it: its draft, what is published, and the version a save must name. */
export interface ContentItemDetail {
  kind: ContentKind;
  id: number;
  path: string | null;
  status: ContentStatus;
  version: number;
  draft: ContentFields;
  published: ContentFields | null;
  scheduledFor: string | null;
  /** The revision a schedule froze (what will be published), and whether the draft has changed since. */
  scheduled: { revision: number; draftChanged: boolean } | null;
  updatedAt: string;
  publishedAt: string | null;
}
export interface ContentItemResponse {
  item: ContentItemDetail;
}

export interface ContentCreateRequest {
  slug: string;
  title: string;
  description: string;
  socialImage?: ContentImageRef | null;
  data: Record<string, unknown>;
}
export interface ContentSaveRequest {
  version: number;
  changes: Partial<ContentFields>;
}
export interface ContentPublishRequest {
  version: number;
  /** ISO time: a scheduled publish; absent, now. */
  at?: string;
}
export interface ContentPublishResponse {
  item: ContentItemDetail;
  warnings: { brokenLinks: string[] };
}
export interface ContentVersionRequest {
  version: number;
}

export interface ContentRevisionSummary {
  number: number;
  action: string;
  /** Null for a revision nobody wrote: the seed's. */
  authorName: string | null;
  createdAt: string;
}
export interface ContentRevisionsResponse {
  revisions: ContentRevisionSummary[];
}
export interface ContentRevisionResponse {
  revision: ContentRevisionSummary & { fields: ContentFields };
}

export interface ContentImageResponse {
  image: ContentImageRef;
}

/** The addresses of the content routes, under the staff API. */
export const contentUrls = {
  /** Of one kind, or every kind (null); `query` finds items by title, address and the words of their draft. */
  list: (kind: ContentKind | null, query = '') => `${CONTENT_ADMIN_PREFIX}?${new URLSearchParams({ ...(kind ? { kind } : {}), ...(query ? { q: query } : {}) }).toString()}`,
  create: (kind: ContentKind) => `${CONTENT_ADMIN_PREFIX}/${kind}`,
  item: (kind: ContentKind, id: number | string) => `${CONTENT_ADMIN_PREFIX}/${kind}/${encodeURIComponent(String(id))}`,
  publish: (kind: ContentKind, id: number | string) => `${contentUrls.item(kind, id)}/publish`,
  unpublish: (kind: ContentKind, id: number | string) => `${contentUrls.item(kind, id)}/unpublish`,
  revisions: (kind: ContentKind, id: number | string) => `${contentUrls.item(kind, id)}/revisions`,
  revision: (kind: ContentKind, id: number | string, number: number) => `${contentUrls.revisions(kind, id)}/${number}`,
  restore: (kind: ContentKind, id: number | string, number: number) => `${contentUrls.revision(kind, id, number)}/restore`,
  images: `${CONTENT_ADMIN_PREFIX}/images`,
  /** One image of the media library: POST its alt text; `/replace` takes a new file, `/delete` removes it. */
  image: (id: string) => `${CONTENT_ADMIN_PREFIX}/images/${encodeURIComponent(id)}`,
  replaceImage: (id: string) => `${contentUrls.image(id)}/replace`,
  deleteImage: (id: string) => `${contentUrls.image(id)}/delete`,
};

/** A field the API refused, named as the form names it: `changes.data.quote` is `data.quote`. */
export function formFieldName(apiField: string): string {
  return apiField.replace(/^(?:body\.)?(?:changes\.)?/, '');
}
