import { PageTemplate } from '../../app/PageTemplate';
import { ContactUsBanner } from '../../shared/components/ContactUsBanner';
import { LegalDocument } from '../../shared/components/LegalDocument';
import type { LegalDocumentContent } from '../../shared/content/textBlocks';

export default function TermsOfServicePage() {
  return (
    <PageTemplate<{ termsOfService: LegalDocumentContent }> path="/terms-of-service">
      {({ termsOfService }) => (
        <LegalDocument document={termsOfService}>
          <ContactUsBanner title="Need Clarification?" text="If any part of these terms is unclear, ask us before you engage us. We will explain it in plain language." />
        </LegalDocument>
      )}
    </PageTemplate>
  );
}
