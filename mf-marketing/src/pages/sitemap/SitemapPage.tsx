import { Link } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { SITEMAP_GROUPS } from './sitemapContent';
import styles from './SitemapPage.module.scss';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export default function SitemapPage() {
  usePageMeta({
    title: 'Sitemap',
    description: 'Every page of the ClearTrace Recovery site in one place: services, scam guides, blog, policies, support and the client area.',
  });
  return (
    <>
      <PageHero title="Sitemap" eyebrow="Find your way" lead={<p>Every page of our site, grouped by what you may be looking for.</p>} />
      <PageSection>
        <div className={styles.groups}>
          {SITEMAP_GROUPS.map((group) => (
            <nav key={group.title} className={styles.group} aria-labelledby={`sitemap-${slug(group.title)}`}>
              <h2 id={`sitemap-${slug(group.title)}`} className={styles.title}>
                {group.title}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
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
