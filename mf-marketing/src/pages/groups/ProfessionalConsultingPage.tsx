import { ServiceGroupPage } from './ServiceGroupPage';

export default function ProfessionalConsultingPage() {
  return <ServiceGroupPage path="/professional-consulting" />;
}
