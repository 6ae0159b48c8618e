import { Published } from '../../app/Published';
import { usePageContent } from '../../features/content-service/hooks/usePublished';
import { Testimonials } from '../../features/content-service/templates/Testimonials';

export default function TestimonialsPage() {
  return <Published state={usePageContent('/testimonials')}>{(page) => <Testimonials page={page} />}</Published>;
}
