import { casesQuerySchema } from './cases';
import { verifyOtpRequestSchema } from './auth';
import { INVALID_VERIFICATION_CODE } from './signIn';

describe('verifyOtpRequestSchema', () => {
  it('takes six digits, trimmed', () => {
    expect(verifyOtpRequestSchema.parse({ email: 'A@B.io', otp: ' 012345 ' })).toEqual({ email: 'a@b.io', otp: '012345' });
  });

  it.each(['12345', '1234567', '12a456', '１２３４５６'])('refuses %p with the message the login page shows', (otp) => {
    const refused = verifyOtpRequestSchema.safeParse({ email: 'a@b.io', otp });
    expect(refused.error?.issues[0]?.message).toBe(INVALID_VERIFICATION_CODE);
  });
});

describe('casesQuerySchema', () => {
  it('reads the page number from the query string and starts at page 1', () => {
    expect(casesQuerySchema.parse({ email: 'a@b.io', page: '3' })).toEqual({ email: 'a@b.io', page: 3 });
    expect(casesQuerySchema.parse({ email: 'a@b.io' })).toEqual({ email: 'a@b.io', page: 1 });
  });

  it.each(['0', '-1', '1.5', 'two', ''])('refuses page %p', (page) => {
    expect(casesQuerySchema.safeParse({ email: 'a@b.io', page }).success).toBe(false);
  });
});
