import { FederatedModule } from '@frc/federation';

/** Intake's short lead form, in its own `#contact-form` section, loaded through federation. */
export function IntakeLeadForm() {
  return <FederatedModule id="intake/LeadForm" label="the consultation form" props={{}} minHeight="42rem" />;
}
