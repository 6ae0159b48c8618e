import { usePageMeta } from '@frc/ui/usePageMeta';
import { LegalDocument } from '../../shared/components/LegalDocument';
import { PRIVACY_POLICY } from './privacyPolicyContent';

export default function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'What personal information ClearTrace Recovery collects when you ask for help after a scam, how we use and protect it, and your rights.',
  });
  return <LegalDocument document={PRIVACY_POLICY} />;
}
