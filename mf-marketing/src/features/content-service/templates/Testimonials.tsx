import { Link } from 'react-router-dom';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { LoadedContent } from '../components/LoadedContent';
import type { Testimonial } from '../contentTypes';
import { usePublishedRecords } from '../hooks/usePublished';
import { Breadcrumb } from '../../../shared/components/Breadcrumb';
import { ContactUsBanner } from '../../../shared/components/ContactUsBanner';
import { PageHero } from '../../../shared/components/PageHero';
import { PageSection } from '../../../shared/components/PageSection';
import { TestimonialCard } from './TestimonialCard';
import styles from './Testimonials.module.scss';

/** The page's own words, around the testimonials. */
interface TestimonialsPageData {
  /** How many testimonials the page shows, from the top of the list. */
  testimonialsShown: number;
  testimonialsPage: { title: string; lead: string; sectionTitle: string; sectionIntro: string; failure: readonly string[]; ctaTitle: string; ctaText: string };
}

export function Testimonials({ page }: { page: PublishedContentItem }) {
  usePageMeta({ title: page.title, description: page.description });
  const { testimonialsShown, testimonialsPage: copy } = page.data as unknown as TestimonialsPageData;
  const testimonials = usePublishedRecords<Testimonial>('testimonial', 'title');

  return (
    <>
      <div className={styles.crumbs}>
        <Breadcrumb trail={[{ label: 'Home', to: '/' }, { label: 'Testimonials' }]} />
      </div>
      <PageHero title={copy.title} eyebrow="Our clients" lead={<p>{copy.lead}</p>} />
      <PageSection id="client-stories" title={copy.sectionTitle} intro={copy.sectionIntro}>
        <LoadedContent
          state={testimonials}
          what="testimonials"
          failure={
            <>
              <p>{copy.failure[0]}</p>
              <p>
                {copy.failure[1]} <Link to="/track-record">See our track record</Link>
              </p>
            </>
          }
        >
          {(list) => (
            <ul className={styles.grid}>
              {list.slice(0, testimonialsShown).map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
        </LoadedContent>
      </PageSection>
      <PageSection tone="muted">
        <ContactUsBanner title={copy.ctaTitle} text={copy.ctaText} />
      </PageSection>
    </>
  );
}
