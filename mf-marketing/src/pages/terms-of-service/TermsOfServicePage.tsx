import { usePageMeta } from '@frc/ui/usePageMeta';
import { ContactUsBanner } from '../../shared/components/ContactUsBanner';
import { LegalDocument } from '../../shared/components/LegalDocument';
import { TERMS_OF_SERVICE } from './termsOfServiceContent';

export default function TermsOfServicePage() {
  usePageMeta({
    title: 'Terms of Service',
    description: 'The terms that apply when you use ClearTrace Recovery: our services, eligibility, fees, no guarantee of recovery, liability and Hong Kong governing law.',
  });
  return (
    <LegalDocument document={TERMS_OF_SERVICE}>
      <ContactUsBanner title="Need Clarification?" text="If any part of these terms is unclear, ask us before you engage us. We will explain it in plain language." />
    </LegalDocument>
  );
}
