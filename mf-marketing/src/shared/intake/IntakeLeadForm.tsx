import { FederatedModule } from '@frc/federation';
import { siteText } from '@frc/ui/siteTexts';
import type { IntakeExposes } from 'mf-intake/exposes';

/** Intake's short lead form, in its own `#contact-form` section, loaded through federation, with its site text's words. */
export function IntakeLeadForm() {
  const { leadFormEyebrow, leadFormHeading, leadFormIntroduction } = siteText('forms');
  const words = { leadFormEyebrow, leadFormHeading, leadFormIntroduction };
  return <FederatedModule<IntakeExposes['LeadForm']> id="intake/LeadForm" label="the consultation form" props={{ words }} hydrate="interaction" minHeight="42rem" />;
}
