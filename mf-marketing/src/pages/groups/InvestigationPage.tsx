import { ServiceGroupPage } from './ServiceGroupPage';
import { INVESTIGATION_GROUP } from './serviceGroups';

export default function InvestigationPage() {
  return <ServiceGroupPage group={INVESTIGATION_GROUP} />;
}
