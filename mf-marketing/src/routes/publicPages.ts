import { BLOG_CATEGORIES, articlePath, categoryPath } from '../features/blog/blogArticle';
import { BLOG_ARTICLES } from '../features/blog/blogArticles';
import { FRAUD_TOOLS, toolReviewPath } from '../features/fraud-tools/fraudTools';
import { CASE_STUDIES, caseStudyPath } from '../pages/case-studies/caseStudies';
import { NEWS_ITEMS, newsItemPath } from '../pages/news/newsItems';
import type { PageRoute } from '../routing/pageRoute';
import { MARKETING_PAGES } from './marketingPages';

/** Every address a route with parameters answers, from the data its page shows. */
const ADDRESSES_OF: Readonly<Record<string, () => readonly string[]>> = {
  '/fraud-prevention-review/:toolSlug': () => FRAUD_TOOLS.map((tool) => toolReviewPath(tool.slug)),
  '/blog/category/:category': () => BLOG_CATEGORIES.map(categoryPath),
  '/blog/article/:articleId': () => NEWS_ITEMS.map((item) => newsItemPath(item.id)),
  '/blog/case-study/:caseStudyId': () => CASE_STUDIES.map((study) => caseStudyPath(study.id)),
  '/blog/:slug': () => BLOG_ARTICLES.map((article) => articlePath(article.slug)),
};

/** The addresses of `routes` search engines should index: aliases left out, parameters filled in. */
export function publicPagePaths(routes: readonly PageRoute[]): string[] {
  return routes.flatMap((route) => {
    if (route.aliasOf) return [];
    if (!route.path.includes(':')) return [route.path];
    const addresses = ADDRESSES_OF[route.path];
    if (!addresses) throw new Error(`The sitemap does not know the addresses of ${route.path}: add them to ADDRESSES_OF`);
    return [...addresses()];
  });
}

/** Read by the build, which publishes them as this remote's part of the site's sitemap. */
export const PUBLIC_PAGE_PATHS: readonly string[] = publicPagePaths(MARKETING_PAGES);
