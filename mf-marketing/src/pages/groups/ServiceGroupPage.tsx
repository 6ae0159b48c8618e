import { usePageMeta } from '@frc/ui/usePageMeta';
import { ConsultationAction } from '../../features/article-page/components/ConsultationAction';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import type { ServiceGroup } from './serviceGroups';

/** A group of services as cards, each leading to its page, with a way to ask for help straight away. */
export function ServiceGroupPage({ group }: { group: ServiceGroup }) {
  usePageMeta(group.meta);
  return (
    <>
      <PageHero eyebrow="Services" title={group.title} lead={<p>{group.lead}</p>} />
      <PageSection id="services" title={`${group.title} services`} intro="Choose a page to read more about it.">
        <LinkCards cards={group.cards} headingLevel={3} />
      </PageSection>
      <PageSection tone="muted">
        <CtaBanner title="Not sure where to start?" text="Tell us what happened. Choose the kind of scam and answer four short questions; the first consultation is free.">
          <ConsultationAction action={{ kind: 'wizard' }} />
        </CtaBanner>
      </PageSection>
    </>
  );
}
