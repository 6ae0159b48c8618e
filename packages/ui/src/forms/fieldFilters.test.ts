import { filterFields, keepAccepted, keepingAccepted } from './fieldFilters';

const digitsOrRange = (value: string) => /^(?:\d*|\d+-\d*)$/.test(value);

describe('keepAccepted', () => {
  it('keeps of a whole value what the field would have kept of each character typed', () => {
    expect(keepAccepted('ab12x', digitsOrRange)).toBe('12');
    expect(keepAccepted('1000 - 5000 USD', digitsOrRange)).toBe('1000-5000');
    expect(keepAccepted('-12', digitsOrRange)).toBe('12');
    expect(keepAccepted('abc', digitsOrRange)).toBe('');
  });

  it('keeps a value the field accepts as it stands', () => {
    expect(keepAccepted('1000-', digitsOrRange)).toBe('1000-');
    expect(keepAccepted('', digitsOrRange)).toBe('');
  });
});

describe('filterFields', () => {
  it("puts each text value through its field's filter and leaves the others as they are", () => {
    const filters = { amount: keepingAccepted(digitsOrRange) };
    expect(filterFields<{ amount: string; name: string; agreed: boolean }>({ amount: 'ab12x', name: 'ab12x', agreed: true }, filters)).toEqual({
      amount: '12',
      name: 'ab12x',
      agreed: true,
    });
    expect(filterFields<{ amount: string; name: string }>({ name: 'Ada' }, filters)).toEqual({ name: 'Ada' });
  });
});
