import { newIdempotencyKey } from './idempotencyKey';
import { affiliateApplicationSchema } from './affiliate';
import { AFFILIATE_PROFESSIONS } from './codes';
import { newsletterSignupSchema } from './newsletter';
import { whistleblowingReportSchema } from './reports';

describe('whistleblowingReportSchema', () => {
  it('needs names and the amount lost; updates default to off', () => {
    expect(whistleblowingReportSchema.parse({ firstName: 'Cara', lastName: 'Diaz', amountLost: '12 BTC' })).toMatchObject({
      receiveUpdates: false,
      walletAddress: null,
    });
    const refused = whistleblowingReportSchema.safeParse({ firstName: 'Cara', receiveUpdates: 'yes' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['amountLost', 'lastName', 'receiveUpdates']);
  });
});

describe('affiliateApplicationSchema', () => {
  const application = {
    firstName: 'Dev',
    lastName: 'Patel',
    email: 'dev@example.com',
    website: 'https://dev.example.com',
    profession: 'blogger',
    message: 'I write about fraud prevention.',
    terms: true,
  };

  it('takes each profession of the form', () => {
    for (const { code } of AFFILIATE_PROFESSIONS) {
      expect(affiliateApplicationSchema.safeParse({ ...application, profession: code }).success).toBe(true);
    }
  });

  it('needs the terms accepted and a web address that is one', () => {
    const refused = affiliateApplicationSchema.safeParse({ ...application, terms: false, website: 'javascript:alert(1)' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['terms', 'website']);
  });
});

describe('newsletterSignupSchema', () => {
  it('keeps the address in lower case', () => {
    expect(newsletterSignupSchema.parse({ email: 'News@Example.com' }).email).toBe('news@example.com');
  });
});

describe('newIdempotencyKey', () => {
  it('gives a fresh key within the rules the API checks each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
  });
});
