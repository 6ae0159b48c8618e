import { FederatedModule } from '@frc/federation';
import type { IntakeExposes } from 'mf-intake/exposes';

/** Intake's short lead form, in its own `#contact-form` section, loaded through federation. */
export function IntakeLeadForm() {
  return <FederatedModule<IntakeExposes['LeadForm']> id="intake/LeadForm" label="the consultation form" props={{}} hydrate="interaction" minHeight="42rem" />;
}
