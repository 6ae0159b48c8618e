import { PageTemplate } from '../../app/PageTemplate';
import { LegalDocument } from '../../shared/components/LegalDocument';
import type { LegalDocumentContent } from '../../shared/content/textBlocks';

export default function PrivacyPolicyPage() {
  return <PageTemplate<{ privacyPolicy: LegalDocumentContent }> path="/privacy-policy">{({ privacyPolicy }) => <LegalDocument document={privacyPolicy} />}</PageTemplate>;
}
