import { SITE_TEXT_DEFAULTS, phoneHref, postalAddressOf } from './siteText';

describe("the footer's contact facts", () => {
  it("cut the seed's address into the parts a postal address has", () => {
    expect(postalAddressOf(SITE_TEXT_DEFAULTS.footer.data.address)).toEqual({ street: '1717 K Street NW, Suite 900', locality: 'Washington', region: 'DC', postalCode: '20006' });
    expect(postalAddressOf(' 5 Main St, Springfield, IL 62701-1234 ')).toEqual({ street: '5 Main St', locality: 'Springfield', region: 'IL', postalCode: '62701-1234' });
  });

  it('keep an address of another form whole, as its street', () => {
    expect(postalAddressOf('10 Downing Lane, Leeds LS1 4AP')).toEqual({ street: '10 Downing Lane, Leeds LS1 4AP' });
    expect(postalAddressOf('PO Box 12')).toEqual({ street: 'PO Box 12' });
  });

  it('dial the phone as written, its digits and a leading +', () => {
    expect(phoneHref(SITE_TEXT_DEFAULTS.footer.data.phone)).toBe('tel:+12025550147');
    expect(phoneHref('020 7946 0018')).toBe('tel:02079460018');
  });
});
