import { pageRoute, type PageOptions, type PageRoute } from '@frc/ui/pageRoutes';

/**
 * A route drawn by the article layout from the published page whose slug is its path (a scam type's, a service's).
 * An alias shows the content of the page at `aliasOf` and names that page as the canonical one.
 */
export function articleRoute(path: string, harnessLabel: string, options: PageOptions = {}): PageRoute {
  const { aliasOf } = options;
  return pageRoute(
    path,
    harnessLabel,
    async () => {
      const { PublishedArticlePage } = await import('./components/PublishedArticlePage');
      return { default: () => <PublishedArticlePage path={aliasOf ?? path} canonicalPath={aliasOf} /> };
    },
    options,
  );
}
