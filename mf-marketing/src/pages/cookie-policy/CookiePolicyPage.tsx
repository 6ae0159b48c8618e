import { PageTemplate } from '../../app/PageTemplate';
import { LegalDocument } from '../../shared/components/LegalDocument';
import type { LegalDocumentContent } from '../../shared/content/textBlocks';

export default function CookiePolicyPage() {
  return <PageTemplate<{ cookiePolicy: LegalDocumentContent }> path="/cookie-policy">{({ cookiePolicy }) => <LegalDocument document={cookiePolicy} />}</PageTemplate>;
}
