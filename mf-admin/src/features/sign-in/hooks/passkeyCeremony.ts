import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { StaffVerifyResponse } from '@frc/contracts/browser';

export const NO_WEBAUTHN = 'This browser cannot use passkeys. Sign in with an up-to-date browser on a device with a screen lock.';
export const PASSKEY_CANCELLED = 'The passkey was not used: the prompt was closed or timed out. Try again.';
export const PASSKEY_ALREADY_HERE = 'This device already holds a passkey for this account. Use it to sign in instead.';
export const PASSKEY_FAILED = 'The passkey did not work. Try again.';

export type CeremonyResult = { ok: true; response: unknown } | { ok: false; message: string };

/** Runs the browser's passkey prompt for the options the server gave: create a passkey, or use one. */
export async function runPasskeyCeremony({ step, options }: StaffVerifyResponse): Promise<CeremonyResult> {
  if (!browserSupportsWebAuthn()) return { ok: false, message: NO_WEBAUTHN };
  try {
    const response =
      step === 'register'
        ? await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON })
        : await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
    return { ok: true, response };
  } catch (error) {
    const name = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : '';
    if (name === 'InvalidStateError' || name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { ok: false, message: PASSKEY_ALREADY_HERE };
    if (name === 'NotAllowedError' || name === 'AbortError' || name === 'ERROR_CEREMONY_ABORTED') return { ok: false, message: PASSKEY_CANCELLED };
    return { ok: false, message: PASSKEY_FAILED };
  }
}
