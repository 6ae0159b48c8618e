import type { ConsultationLauncherProps } from '../ConsultationLauncher';

// Stand-in for intake's launcher in Jest (jest.mock('…/shared/intake/ConsultationLauncher')); says which scam type it was given.
export function ConsultationLauncher({ defaultScamType }: ConsultationLauncherProps) {
  return (
    <button type="button" data-default-scam-type={defaultScamType ?? ''}>
      Request a Consultation
    </button>
  );
}
