import { ServiceGroupPage } from './ServiceGroupPage';

export default function InvestigationPage() {
  return <ServiceGroupPage path="/investigation" />;
}
