import * as contracts from '@frc/contracts';
import { CASES_PAGE_SIZE, INVALID_VERIFICATION_CODE, PAYMENT_METHODS, SCAM_TYPES } from './contractValues';

it('matches the values of @frc/contracts', () => {
  expect(CASES_PAGE_SIZE).toBe(contracts.CASES_PAGE_SIZE);
  expect(INVALID_VERIFICATION_CODE).toBe(contracts.INVALID_VERIFICATION_CODE);
  expect(SCAM_TYPES).toBe(contracts.SCAM_TYPES);
  expect(PAYMENT_METHODS).toBe(contracts.PAYMENT_METHODS);
});
