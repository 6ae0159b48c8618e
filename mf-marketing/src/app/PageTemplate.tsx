import type { ReactNode } from 'react';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { usePageContent } from '../features/content-service/hooks/usePublished';
import { withIcons } from '../shared/content/contentIcons';
import { Published } from './Published';

export interface PageTemplateProps<T> {
  /** The page's path: its `page` item's slug. */
  path: string;
  /** The page drawn from its data (icons named in it already drawn: withIcons) and its item. */
  children: (data: T, page: PublishedContentItem) => ReactNode;
}

function PublishedPage<T>({ page, children }: { page: PublishedContentItem; children: PageTemplateProps<T>['children'] }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage });
  return <>{children(withIcons<T>(page.data), page)}</>;
}

/**
 * A page drawn from its own published content (the `page` item at its path): its head is the item's title,
 * description and social image; the site's 404 while it is not published.
 */
export function PageTemplate<T>({ path, children }: PageTemplateProps<T>) {
  return <Published state={usePageContent(path)}>{(page) => <PublishedPage page={page}>{children}</PublishedPage>}</Published>;
}
