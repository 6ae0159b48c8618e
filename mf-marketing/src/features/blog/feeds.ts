/**
 * The site's feeds (written by the renderer: packages/site-runtime/contentPages.mjs, CONTENT_FEEDS), as the pages that list
 * their items announce them to feed readers (`<link rel="alternate" type="application/rss+xml">`).
 */
export const NEWS_FEED = { title: 'News', href: '/news/feed.xml' };
/** Articles and case studies. */
export const BLOG_FEED = { title: 'Blog', href: '/blog/feed.xml' };
