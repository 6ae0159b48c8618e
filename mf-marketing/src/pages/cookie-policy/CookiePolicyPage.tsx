import { COMPANY } from '@frc/ui/company';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { LegalDocument } from '../../shared/components/LegalDocument';
import { COOKIE_POLICY } from './cookiePolicyContent';

export default function CookiePolicyPage() {
  usePageMeta({
    title: 'Cookie Policy',
    description: `${COMPANY.name} sets no cookies and uses no tracking. The few items kept in your browser keep clients signed in and stop unsent requests from being lost.`,
  });
  return <LegalDocument document={COOKIE_POLICY} />;
}
