import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import { COMPANY } from '@frc/ui/company';
import { contactFacts } from '@frc/ui/siteTexts';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Published } from '../../app/Published';
import { blacklistEntriesFrom } from '../../features/blacklist/blacklists';
import { BlacklistSearch } from '../../features/blacklist/components/BlacklistSearch';
import { Notice } from '../../features/resource-layout/Notice';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { PageSection } from '../../shared/components/PageSection';
import { usePageListing } from '../../features/content-service/hooks/usePublished';
import styles from './BlacklistPage.module.scss';

/** The signs of an imposter (the page item's `imposterSigns`); the entries are the published `blacklist_entry` items. */
interface ImposterBlacklistContent {
  imposterSigns: readonly { title: string; text: string }[];
}

function ImposterBlacklist({ page, items }: { page: PublishedContentItem; items: readonly PublishedContentItem[] }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage });
  const { imposterSigns } = page.data as unknown as ImposterBlacklistContent;
  const entries = blacklistEntriesFrom(items, 'imposters');
  const contact = contactFacts();
  return (
    <ResourcePageLayout
      eyebrow="Blacklist"
      title="Imposters and copycats"
      subtitle={`Scammers know that people who lost money are looking for help, so some pretend to be us. Check who you are dealing with before you share anything or pay anyone who claims to be ${COMPANY.name}.`}
    >
      <PageSection>
        <Notice title="Important: we never ask for payment in cryptocurrency">
          <p>
            We never ask you to pay in Bitcoin or any other cryptocurrency, by gift card, or to a personal account. We never contact you first
            through chat apps, and we never ask for remote access to your computer or phone.
          </p>
          <p>
            If someone using our name asks for any of these, stop, do not pay, and tell us at{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>
        </Notice>
      </PageSection>

      <PageSection tone="muted" title="Search the imposter list" intro="Type the name the person or website used, or part of it.">
        <div className={styles.panel}>
          <Island module="marketing/BlacklistSearch" label="the blacklist search" component={BlacklistSearch} props={{ list: 'imposters', entries }} hydrate="interaction" />
        </div>
      </PageSection>

      <PageSection title="How to identify imposters">
        <ul className={styles.signs}>
          {imposterSigns.map((sign) => (
            <li key={sign.title}>
              <h3>{sign.title}</h3>
              <p>{sign.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted" title="Our official contact details">
        <dl className={styles.contacts}>
          <dt>E-mail</dt>
          <dd>
            Our official e-mail addresses end with <span className={styles.domain}>@{contact.emailDomain}</span>. Anything else is not us, however
            convincing the logo.
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={contact.phoneHref}>{contact.phone}</a>
          </dd>
          <dt>Not sure?</dt>
          <dd>
            Write to us through the <Link to="/contact-us">contact form</Link> on this website, or see all our channels on the{' '}
            <Link to="/support">support page</Link>. We will tell you whether a message really came from us.
          </dd>
        </dl>
      </PageSection>
    </ResourcePageLayout>
  );
}

export default function ImposterBlacklistPage() {
  return (
    <Published state={usePageListing('/black-list-imposters-copycats', 'blacklist_entry')}>{({ page, items }) => <ImposterBlacklist page={page} items={items} />}</Published>
  );
}
