/** Digits in an e-mailed sign-in code. */
export const OTP_LENGTH = 6;

/** The answer to a wrong or malformed sign-in code. */
export const INVALID_VERIFICATION_CODE = 'Invalid verification code';
