import { FederatedModule } from '@frc/federation';
import type { ScamTypeCode } from '@frc/contracts/browser';

export interface ConsultationLauncherProps {
  /** Preselects the scam type (the digital currency page starts on `digital`); otherwise the select starts empty. */
  defaultScamType?: ScamTypeCode;
}

/** Intake's scam-type select and 'Request a Consultation' button, which opens the four-step wizard. */
export function ConsultationLauncher({ defaultScamType }: ConsultationLauncherProps) {
  return (
    <FederatedModule<ConsultationLauncherProps>
      id="intake/ConsultationLauncher"
      label="the consultation form"
      props={defaultScamType ? { defaultScamType } : {}}
      minHeight="5.5rem"
    />
  );
}
