/** Most page-number buttons the pagination widget shows at once. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to offer: up to five, with the current page as near the middle as the ends allow. */
export function pageWindow(page: number, lastPage: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, lastPage);
  const first = Math.min(Math.max(1, page - Math.floor(MAX_PAGE_BUTTONS / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The `page` search parameter as a page number; anything unreadable is page 1. */
export function parsePageParam(value: string | null): number {
  const page = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}
