/** How many pages `total` items fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the address bar, kept within 1…pageCount (anything unreadable is page 1). */
export function clampPage(requested: number, pages: number): number {
  if (!Number.isInteger(requested) || requested < 1) return 1;
  return Math.min(requested, pages);
}

/** The items of one page (pages count from 1). */
export function pageOf<Item>(items: readonly Item[], page: number, pageSize: number): Item[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
