import { Island } from '@frc/federation';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Published } from '../../app/Published';
import { usePageListing } from '../../features/content-service/hooks/usePublished';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { NewsBrowser } from './NewsBrowser';
import { newsFrom, summaryOfNews } from './newsItem';

export { NEWS_PAGE_SIZE } from './NewsBrowser';

/** The news feed the renderer writes (scripts/lib/contentPages.mjs), announced to feed readers. */
export const NEWS_FEED = { title: 'News', href: '/news/feed.xml' };

/** The news index's own address: /blog/latest-news, as the spec has it, and /news, each canonical to itself. */
function LatestNews({ page, items }: { page: PublishedContentItem; items: readonly PublishedContentItem[] }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage, feed: NEWS_FEED });
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

export default function LatestNewsPage() {
  const state = usePageListing('/blog/latest-news', 'news');
  return <Published state={state}>{({ page: item, items }) => <LatestNews page={item} items={items} />}</Published>;
}
