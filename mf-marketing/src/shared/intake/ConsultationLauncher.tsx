import { FederatedModule } from '@frc/federation';
import type { IntakeExposes } from 'mf-intake/exposes';

/** The props intake's ConsultationLauncher declares (its `defaultScamType` preselects the scam type). */
export type ConsultationLauncherProps = IntakeExposes['ConsultationLauncher'];

/** Intake's scam-type select and 'Request a Consultation' button, which opens the four-step wizard. */
export function ConsultationLauncher({ defaultScamType }: ConsultationLauncherProps) {
  return (
    <FederatedModule<ConsultationLauncherProps>
      id="intake/ConsultationLauncher"
      label="the consultation form"
      props={defaultScamType ? { defaultScamType } : {}}
      minHeight="5.5rem"
      hydrate="interaction"
    />
  );
}
