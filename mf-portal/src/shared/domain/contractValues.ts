// Values of @frc/contracts that the portal needs at run time. Importing them from the package entry would
// also bundle zod and every schema (about 90 KB of script), so the code lists come from the zod-free
// module and the two constants that live beside schemas are repeated here; contractValues.test.ts
// fails the moment either drifts from the package. Types are imported from '@frc/contracts' directly.
export { PAYMENT_METHODS, SCAM_TYPES, type CodeOption } from '@frc/contracts/src/codes';

/** Cases per page of GET /api/services/by-email (CASES_PAGE_SIZE). */
export const CASES_PAGE_SIZE = 10;

/** The verify-code failure text (INVALID_VERIFICATION_CODE). */
export const INVALID_VERIFICATION_CODE = 'Invalid verification code';
