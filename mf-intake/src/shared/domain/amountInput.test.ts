import { acceptsContactAmountInput, acceptsWizardAmountInput, isValidInvestmentAmount } from './amountInput';

describe('the contact form amount filter', () => {
  it.each(['', '0', '1500', '1500.50', '.5', '1000-', '1000-5000'])('accepts %p', (value) => {
    expect(acceptsContactAmountInput(value)).toBe(true);
  });

  it.each(['-5', 'abc', '12a', '1000-5000-', '1.5-200', '1000-50.5', '1 000', '1,000', '1000--'])('ignores %p', (value) => {
    expect(acceptsContactAmountInput(value)).toBe(false);
  });
});

describe('the wizard amount filter', () => {
  it.each(['', '1000', '1000.', '1000.25', '1000-', '1000-5000', '1000.5-2000.75'])('accepts %p', (value) => {
    expect(acceptsWizardAmountInput(value)).toBe(true);
  });

  it.each(['a', '1e5', '-', '1000-5000-', '10..5', '1000-50-0', '$100', ' 100'])('ignores %p', (value) => {
    expect(acceptsWizardAmountInput(value)).toBe(false);
  });
});

describe('the investment amount rule', () => {
  it.each(['0', '1000', '1000.50', '1000-5000', '1000-1000', '0-0', '.5'])('%p is valid', (value) => {
    expect(isValidInvestmentAmount(value)).toBe(true);
  });

  it.each(['', '.', '1000-500', '1000-', '-5000', '1000-5000-6000', 'abc'])('%p is invalid', (value) => {
    expect(isValidInvestmentAmount(value)).toBe(false);
  });
});
