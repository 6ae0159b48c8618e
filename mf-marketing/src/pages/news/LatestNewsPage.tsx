import { Island } from '@frc/federation';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { NewsBrowser } from './NewsBrowser';

export { NEWS_PAGE_SIZE } from './NewsBrowser';

export default function LatestNewsPage() {
  usePageMeta({
    title: 'Latest news',
    description: 'Scam alerts, imposter warnings and news from the ClearTrace Recovery team. Search the news by title, summary or category.',
  });

  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'Latest news' }]}
        eyebrow="Blog"
        title="Latest news"
        lead={<p>Scam alerts, imposter warnings and news from our team, newest first.</p>}
      />
      <PageSection>
        <Island module="marketing/NewsBrowser" label="the news search" component={NewsBrowser} props={{}} hydrate="interaction" />
      </PageSection>
    </>
  );
}
