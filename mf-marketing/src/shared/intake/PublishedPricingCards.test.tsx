import { render, screen } from '@testing-library/react';
import { publishContent, seededContent, servePublishedContent } from '../../testing/publishedContent';
import { PricingCards } from './PricingCards';
import { PublishedPricingCards } from './PublishedPricingCards';

// Intake's cards stand in as a spy: what matters here is the offers they are handed.
jest.mock('./PricingCards', () => ({ PricingCards: jest.fn(() => <p>cards</p>) }));

const offersShown = () => jest.mocked(PricingCards).mock.lastCall?.[0].offers;

describe('PublishedPricingCards', () => {
  beforeEach(() => jest.mocked(PricingCards).mockClear());

  it('hands intake the published services as offers, in the order of their ids, with what each includes', () => {
    const content = seededContent();
    publishContent({ ...content, items: [...content.items].reverse() });
    render(<PublishedPricingCards />);
    const offers = offersShown();
    expect(offers?.map((offer) => [offer.id, offer.title, offer.price, offer.additionalInfo])).toEqual([
      [1, 'Fraud Investigation Report', '$3,500', 'plus $750 per transaction'],
      [2, 'Crypto Tracing Report', '$3,500', 'plus $750 per transaction'],
      [3, 'Full Support Package', '$10,000', undefined],
    ]);
    expect(offers?.[0]).not.toHaveProperty('description');
    expect(offers?.[0]?.items.map((item) => item.title)).toEqual(['Case Review', 'Evidence Gathering', 'Investigation Report', 'Recommended Action Plan']);
    expect(offers?.[2]?.items[3]).toEqual({ title: '24/7 Support Hotline', description: 'A number you can call at any hour while your case is open.' });
  });

  it('shows an unpublished offer no more, and a service saved without items as a card without them', () => {
    const content = seededContent();
    publishContent({
      ...content,
      items: content.items
        .filter((item) => !(item.kind === 'service' && item.id === 2))
        .map((item) => (item.kind === 'service' && item.id === 3 ? { ...item, data: { price: '$12,000', description: 'Everything.' } } : item)),
    });
    render(<PublishedPricingCards />);
    expect(offersShown()?.map((offer) => offer.title)).toEqual(['Fraud Investigation Report', 'Full Support Package']);
    expect(offersShown()?.[1]).toEqual({ id: 3, title: 'Full Support Package', price: '$12,000', items: [] });
  });

  it('loads the services in the browser', async () => {
    servePublishedContent();
    render(<PublishedPricingCards />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading our prices…');
    expect(await screen.findByText('cards')).toBeInTheDocument();
    expect(offersShown()).toHaveLength(3);
  });

  it('says so calmly when the services cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePublishedContent(undefined, () => Promise.resolve({ ok: false, status: 503 } as Response));
    render(<PublishedPricingCards />);
    expect(await screen.findByText(/We could not show our prices just now/)).toBeInTheDocument();
  });
});
