/** What a route's addresses are made of when the published content gives them (contentRoutes.cjs). */
export interface ContentRouteShape {
  kind: string;
  categories?: boolean;
  listedIn?: { page: string; field: string };
  trailingSlash?: boolean;
}
/** An item as listedAddresses reads it (a PublishedContentItem will do). */
export interface ListingItem {
  kind: string;
  slug: string;
  path: string | null;
  data: unknown;
}
export const CONTENT_ROUTES: Readonly<Record<string, ContentRouteShape>>;
export function contentRouteOf(routePath: string): ContentRouteShape | undefined;
export function listedAddresses(routePath: string, shape: ContentRouteShape, items: readonly ListingItem[]): string[];
export function routeAnswers(routePath: string, address: string): boolean;
