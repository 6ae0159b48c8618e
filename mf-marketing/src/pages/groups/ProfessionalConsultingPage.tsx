import { ServiceGroupPage } from './ServiceGroupPage';
import { PROFESSIONAL_CONSULTING_GROUP } from './serviceGroups';

export default function ProfessionalConsultingPage() {
  return <ServiceGroupPage group={PROFESSIONAL_CONSULTING_GROUP} />;
}
