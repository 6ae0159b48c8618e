import { Published } from '../../../app/Published';
import { usePageContent } from '../../content-service/hooks/usePublished';
import { articlePageDataOf } from '../articlePage';
import { ArticlePage } from './ArticlePage';

/** The article layout around the page published at `path`; the site's 404 when none is. */
export function PublishedArticlePage({ path, canonicalPath }: { path: string; canonicalPath?: string }) {
  return <Published state={usePageContent(path)}>{(item) => <ArticlePage page={articlePageDataOf(item, canonicalPath)} />}</Published>;
}
