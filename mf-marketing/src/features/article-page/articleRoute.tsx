import { pageRoute, type PageOptions, type PageRoute } from '@frc/ui/pageRoutes';
import type { ArticlePageData } from './articlePage';

/**
 * A route drawn by the article layout from a page's data; layout and data are fetched together when the path is first visited.
 * An alias shows the data of the page at `aliasOf` and names that page as the canonical one.
 */
export function articleRoute(path: string, harnessLabel: string, loadData: () => Promise<ArticlePageData>, options: PageOptions = {}): PageRoute {
  const { aliasOf } = options;
  return pageRoute(
    path,
    harnessLabel,
    async () => {
      const [data, { ArticlePage }] = await Promise.all([loadData(), import('./components/ArticlePage')]);
      const page = aliasOf ? { ...data, meta: { ...data.meta, canonicalPath: aliasOf } } : data;
      return { default: () => <ArticlePage page={page} /> };
    },
    options,
  );
}
