/**
 * This remote's pages that search engines should index, read by the build for the site's sitemap.
 * The thank-you page is left out: it only makes sense after a request was sent.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = ['/contact-us'];
