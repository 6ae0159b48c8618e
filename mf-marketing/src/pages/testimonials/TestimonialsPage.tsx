import { Link } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { LoadedContent } from '../../features/content-service/components/LoadedContent';
import { getTestimonials } from '../../features/content-service/contentService';
import { useContent } from '../../features/content-service/hooks/useContent';
import { Breadcrumb } from '../../shared/components/Breadcrumb';
import { ContactUsBanner } from '../../shared/components/ContactUsBanner';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { TestimonialCard } from './TestimonialCard';
import { TESTIMONIALS_PAGE, TESTIMONIALS_SHOWN } from './testimonialsContent';
import styles from './TestimonialsPage.module.scss';

export default function TestimonialsPage() {
  usePageMeta({
    title: 'Client testimonials',
    description: 'Read how people who lost money to online scams experienced working with ClearTrace Recovery, in their own words.',
  });
  const testimonials = useContent(getTestimonials, 'testimonials');

  return (
    <>
      <div className={styles.crumbs}>
        <Breadcrumb trail={[{ label: 'Home', to: '/' }, { label: 'Testimonials' }]} />
      </div>
      <PageHero title={TESTIMONIALS_PAGE.title} eyebrow="Our clients" lead={<p>{TESTIMONIALS_PAGE.lead}</p>} />
      <PageSection id="client-stories" title={TESTIMONIALS_PAGE.sectionTitle} intro={TESTIMONIALS_PAGE.sectionIntro}>
        <LoadedContent
          state={testimonials}
          what="testimonials"
          failure={
            <>
              <p>{TESTIMONIALS_PAGE.failure[0]}</p>
              <p>
                {TESTIMONIALS_PAGE.failure[1]} <Link to="/track-record">See our track record</Link>
              </p>
            </>
          }
        >
          {(list) => (
            <ul className={styles.grid}>
              {list.slice(0, TESTIMONIALS_SHOWN).map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
        </LoadedContent>
      </PageSection>
      <PageSection tone="muted">
        <ContactUsBanner title={TESTIMONIALS_PAGE.ctaTitle} text={TESTIMONIALS_PAGE.ctaText} />
      </PageSection>
    </>
  );
}
