import { Island } from '@frc/federation';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Published } from '../../app/Published';
import { usePageListing } from '../../features/content-service/hooks/usePublished';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { NewsBrowser } from './NewsBrowser';
import { newsFrom, summaryOfNews } from '../../features/content-service/templates/newsItem';
import { NEWS_FEED } from '../../features/blog/feeds';

export { NEWS_PAGE_SIZE } from './NewsBrowser';

/** The news feed the renderer writes (packages/site-runtime/contentPages.mjs), announced to feed readers. */

/** The news index: at /blog/latest-news, as the spec has it, and at /news, which names the first as canonical. */
function LatestNews({ page, items, canonicalPath }: { page: PublishedContentItem; items: readonly PublishedContentItem[]; canonicalPath?: string }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage, feed: NEWS_FEED, canonicalPath });
  const news = newsFrom(items).map(summaryOfNews);

  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'Latest news' }]}
        eyebrow="Blog"
        title="Latest news"
        lead={<p>Scam alerts, imposter warnings and news from our team, newest first.</p>}
      />
      <PageSection>
        <Island module="marketing/NewsBrowser" label="the news search" component={NewsBrowser} props={{ items: news }} hydrate="interaction" />
      </PageSection>
    </>
  );
}

export const NEWS_INDEX_PATH = '/blog/latest-news';

export default function LatestNewsPage() {
  const state = usePageListing(NEWS_INDEX_PATH, 'news');
  return <Published state={state}>{({ page: item, items }) => <LatestNews page={item} items={items} />}</Published>;
}

/** /news: the same page at a short address (an alias, like /forexscampages), never listed on its own. */
export function NewsShortAddressPage() {
  const state = usePageListing(NEWS_INDEX_PATH, 'news');
  return <Published state={state}>{({ page: item, items }) => <LatestNews page={item} items={items} canonicalPath={NEWS_INDEX_PATH} />}</Published>;
}
