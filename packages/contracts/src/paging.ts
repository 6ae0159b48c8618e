/** Cases per page of GET /api/services/by-email. */
export const CASES_PAGE_SIZE = 10;
