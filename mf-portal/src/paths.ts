// The portal's addresses, for its routes and its pages alike: this module imports nothing, so a page can link to
// another without importing the route table that loads it.

/** The client area: its pages are the children of its route (routes.ts). */
export const DASHBOARD_AREA = '/dashboard';
/** The cases list; one case's page is below it (`clientCasePath` of the contracts: /dashboard/cases/C-12). */
export const CASES_PAGE = `${DASHBOARD_AREA}/cases`;
/** The free consultation: book it, move it, cancel it. */
export const CONSULTATION_PAGE = `${DASHBOARD_AREA}/consultation`;
