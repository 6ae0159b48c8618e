import { PageTemplate } from '../../app/PageTemplate';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { ContentLink } from '@frc/ui/ContentLink';
import styles from './SitemapPage.module.scss';

export interface SitemapLink {
  label: string;
  to: string;
}

/** A group of the sitemap page's links (its page item's `sitemapGroups`). */
export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function Sitemap({ groups }: { groups: readonly SitemapGroup[] }) {
  return (
    <>
      <PageHero title="Sitemap" eyebrow="Find your way" lead={<p>Every page of our site, grouped by what you may be looking for.</p>} />
      <PageSection>
        <div className={styles.groups}>
          {groups.map((group) => (
            <nav key={group.title} className={styles.group} aria-labelledby={`sitemap-${slug(group.title)}`}>
              <h2 id={`sitemap-${slug(group.title)}`} className={styles.title}>
                {group.title}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <ContentLink to={link.to}>{link.label}</ContentLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </PageSection>
    </>
  );
}

export default function SitemapPage() {
  return <PageTemplate<{ sitemapGroups: readonly SitemapGroup[] }> path="/sitemap">{({ sitemapGroups }) => <Sitemap groups={sitemapGroups} />}</PageTemplate>;
}
