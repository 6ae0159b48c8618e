/**
 * This remote's pages that search engines should index, read by the build for the site's sitemap.
 * The client area behind sign-in (/dashboard/*) is private, and robots.txt keeps crawlers out of it.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = ['/login'];
