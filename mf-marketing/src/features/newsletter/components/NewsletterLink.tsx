import { Island } from '@frc/federation';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { PageHero } from '../../../shared/components/PageHero';
import { PageSection } from '../../../shared/components/PageSection';
import type { NewsletterLinkKind } from '../api/postNewsletterLink';
import { NEWSLETTER_LINK_WORDING, NewsletterLinkAction } from './NewsletterLinkAction';

/** /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the pages of the newsletter mails' links. */
export function NewsletterLink({ kind }: { kind: NewsletterLinkKind }) {
  const wording = NEWSLETTER_LINK_WORDING[kind];
  usePageMeta({ title: wording.title, description: wording.description });
  // A page for one person's link: search engines should not list it.
  useRobotsNoIndex();

  return (
    <>
      <PageHero breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Newsletter', to: '/newsletter-signup' }, { label: wording.title }]} eyebrow="Newsletter" title={wording.title} />
      <PageSection>
        <Island module="marketing/NewsletterLinkAction" component={NewsletterLinkAction} props={{ kind }} hydrate="interaction" />
      </PageSection>
    </>
  );
}
