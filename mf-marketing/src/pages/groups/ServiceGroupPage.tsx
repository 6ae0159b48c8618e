import { PageTemplate } from '../../app/PageTemplate';
import { ConsultationAction } from '../../features/article-page/components/ConsultationAction';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { LinkCards, type LinkCard } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';

/** A group of the header's Services menu, shown as a page of cards (the mobile menu links to it): its page item's data. */
export interface ServiceGroup {
  title: string;
  lead: string;
  /** The group's pages, labelled as in the Services menu. */
  cards: readonly LinkCard[];
}

/** A group of services as cards, each leading to its page, with a way to ask for help straight away. */
export function ServiceGroupView({ group }: { group: ServiceGroup }) {
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

/** The group page published at `path`. */
export function ServiceGroupPage({ path }: { path: string }) {
  return <PageTemplate<ServiceGroup> path={path}>{(group) => <ServiceGroupView group={group} />}</PageTemplate>;
}
