import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFER_FIXTURES } from '../testing/pricingOfferFixtures';
import type { PricingOffer } from '../pricingOffer';
import PricingCards, { type PricingCardsProps } from './PricingCards';

describe('PricingCards', () => {
  it('shows the offers it is given, in order, with their prices and extra info', () => {
    render(<PricingCards offers={OFFER_FIXTURES} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fraud Investigation Report',
      'Crypto Tracing Report',
      'Full Support Package',
    ]);
    expect(cards[0]).toHaveTextContent('$3,500plus $750 per transaction');
    expect(cards[1]).toHaveTextContent('$3,500plus $750 per transaction');
    expect(cards[2]).toHaveTextContent('$10,000');
    expect(cards[2]).not.toHaveTextContent('per transaction');
  });

  it("lists what each includes under 'The service includes:', items expanding one by one", async () => {
    const user = userEvent.setup();
    render(<PricingCards offers={OFFER_FIXTURES} />);
    const card = screen.getByRole('article', { name: 'Full Support Package' });
    const list = within(card).getByRole('list', { name: 'The service includes:' });
    const toggles = within(list).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Personalized Consultation',
      'Implementation Support',
      'Monitoring & Feedback',
      '24/7 Support Hotline',
    ]);
    const [first, second] = toggles as [HTMLElement, HTMLElement];
    const firstDetail = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstDetail).not.toBeVisible();
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(firstDetail).toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    const crypto = screen.getByRole('article', { name: 'Crypto Tracing Report' });
    expect(within(crypto).getAllByRole('button').map((toggle) => toggle.textContent)).toEqual([
      'Asset Movement Investigation',
      'Perpetrators Investigation',
      'Recommended Action Plan',
    ]);
    const report = screen.getByRole('article', { name: 'Fraud Investigation Report' });
    expect(within(report).getAllByRole('button').map((toggle) => toggle.textContent)).toEqual([
      'Case Review',
      'Evidence Gathering',
      'Investigation Report',
      'Recommended Action Plan',
    ]);
  });

  it("'Order Now' jumps to #contact-form on the same page and moves focus there", async () => {
    const user = userEvent.setup();
    render(
      <>
        <PricingCards offers={OFFER_FIXTURES} />
        <section id="contact-form" tabIndex={-1} aria-label="Lead form" />
      </>,
    );
    const links = screen.getAllByRole('link', { name: 'Order Now' });
    expect(links).toHaveLength(3);
    expect(links[1]).toHaveAttribute('href', '#contact-form');
    expect(links[1]).toHaveAccessibleDescription('Crypto Tracing Report');
    await user.click(links[1] as HTMLElement);
    expect(screen.getByRole('region', { name: 'Lead form' })).toHaveFocus();
    expect(window.location.hash).toBe('#contact-form');
  });

  it('shows what the offers say, whatever they are: a changed price, an offer without items', () => {
    const [first] = OFFER_FIXTURES as [PricingOffer];
    render(<PricingCards offers={[{ ...first, price: '$3,900', additionalInfo: undefined }, { id: 9, title: 'Second Opinion', price: '$500', items: [] }]} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('$3,900');
    expect(cards[0]).not.toHaveTextContent('per transaction');
    expect(within(cards[1] as HTMLElement).getByRole('heading')).toHaveTextContent('Second Opinion');
    expect(within(cards[1] as HTMLElement).queryByRole('list')).toBeNull();
    expect(cards[1]).not.toHaveTextContent('The service includes:');
  });

  it('renders nothing without offers, and does not fail when an older page passes none', () => {
    const { container, rerender } = render(<PricingCards offers={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PricingCards {...({} as PricingCardsProps)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
