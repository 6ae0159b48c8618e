import { CONTENT_ITEMS_MAX, contentPathOf, isReservedContentPath, type ContentKind, type FieldError } from '@frc/contracts';
import type { PathMatcher } from './knownPaths';

/** The addresses no item may take: the fixed ones (CONTENT_RESERVED_PATHS) and every path `claimed` by another remote. */
export function reservedPathMatcher(claimed: PathMatcher): PathMatcher {
  return (path) => isReservedContentPath(path) || claimed(path);
}

/** The refusal of a slug whose address is reserved; null when the item may have it. */
export function reservedSlugRefusal(kind: ContentKind, slug: string, isReserved: PathMatcher): { invalid: FieldError[] } | null {
  const path = contentPathOf(kind, slug);
  if (path === null || !isReserved(path)) return null;
  return { invalid: [{ field: 'slug', message: `${path} belongs to another part of the site. Choose another address.` }] };
}

/** The refusal of one item more of a kind that has CONTENT_ITEMS_MAX already. */
export function kindFullRefusal(kind: ContentKind): { invalid: FieldError[] } {
  return { invalid: [{ field: 'kind', message: `There are ${CONTENT_ITEMS_MAX[kind]} items of this kind already, the most there can be. Reuse one of them instead.` }] };
}
