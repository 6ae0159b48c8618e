import { pageRoute, type PageRoute } from '../../routing/pageRoute';
import type { ArticlePageData } from './articlePage';

/** A route drawn by the article layout from a page's data; layout and data are fetched together when the path is first visited. */
export function articleRoute(path: string, harnessLabel: string, loadData: () => Promise<ArticlePageData>): PageRoute {
  return pageRoute(path, harnessLabel, async () => {
    const [page, { ArticlePage }] = await Promise.all([loadData(), import('./components/ArticlePage')]);
    return { default: () => <ArticlePage page={page} /> };
  });
}
