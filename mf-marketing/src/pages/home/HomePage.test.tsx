import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishContent, seededContent, seededItem } from '../../testing/publishedContent';
import type { TextSection } from '../../shared/content/textBlocks';
import { openQuestions, questionsIn } from '../../testing/faq';
import HomePage from './HomePage';

jest.mock('../../shared/intake/IntakeLeadForm');
jest.mock('../../shared/intake/ConsultationLauncher');
jest.mock('../../shared/intake/PricingCards');

// The home page is long; rendering it takes seconds under jsdom on a busy machine.
jest.setTimeout(20_000);

/** The guide's sections as the seeded home page item has them. */
const ARTICLE_SECTIONS = (seededItem('page', '/').data as { articleSections: TextSection[] }).articleSections;

function renderHome() {
  publishContent();
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

/** Lays the article's sections out as if the page were scrolled by `scrollY`: 500 px each, the first starting 300 px down. */
function scrollArticleTo(scrollY: number) {
  ARTICLE_SECTIONS.forEach(({ id }, index) => {
    const section = document.getElementById(id);
    if (!section) throw new Error(`no #${id}`);
    const top = 300 + index * 500 - scrollY;
    section.getBoundingClientRect = () => ({ top, bottom: top + 500, left: 0, right: 0, width: 0, height: 500, x: 0, y: top, toJSON: () => ({}) });
  });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

const tableOfContents = () => screen.getByRole('navigation', { name: 'Table of contents' });
const currentEntry = () => within(tableOfContents()).queryByRole('link', { current: 'location' })?.textContent ?? null;

describe('HomePage', () => {
  it('opens with the promise and the lead form', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get your money back from a scam');
    expect(document.getElementById('contact-form')).toBeInTheDocument();
  });

  it('shows the figures and facts the site stands behind', () => {
    renderHome();
    const moneyRetrieved = screen.getByRole('region', { name: 'Money retrieved' });
    expect(moneyRetrieved).toHaveTextContent('$38,144,712');
    expect(moneyRetrieved).toHaveTextContent('Last update: Dec 2024');
    expect(screen.getByRole('complementary', { name: 'Money-back guarantee' })).toHaveTextContent('14 business days');
    expect(screen.getByText('11,000+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the blacklist' })).toHaveAttribute('href', '/black-list-scams');
    expect(screen.getByRole('heading', { name: 'The site is back' })).toBeInTheDocument();
  });

  it('offers the consultation launcher, the three offers and the six steps', () => {
    renderHome();
    expect(screen.getByRole('button', { name: 'Request a Consultation' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Order Now' })).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(6);
  });

  it('prices the three offers as the published services say', () => {
    const offers = () =>
      within(screen.getByRole('region', { name: 'What we offer, and what it costs' }))
        .getAllByRole('listitem')
        .map((offer) => [within(offer).getByRole('heading', { level: 3 }).textContent, offer.querySelector('p')?.textContent]);
    const { unmount } = renderHome();
    expect(offers()).toEqual([
      ['Fraud Investigation Report', '$3,500 plus $750 per transaction'],
      ['Crypto Tracing Report', '$3,500 plus $750 per transaction'],
      ['Full Support Package', '$10,000 '],
    ]);
    unmount();

    const content = seededContent();
    const items = content.items.map((item) => (item.kind === 'service' && item.id === 3 ? { ...item, data: { ...item.data, price: '$9,500' } } : item));
    publishContent({ ...content, items });
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(offers()[2]).toEqual(['Full Support Package', '$9,500 ']);
  });

  it('links the eight scam types to their pages', () => {
    renderHome();
    const scamTypes = screen.getByRole('region', { name: 'What kind of scam happened to you?' });
    expect(within(scamTypes).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/binary-options-scams',
      '/digital-currency-scams',
      '/forex-scams',
      '/romance-scams',
      '/property-scams',
      '/credit-card-phishing',
      '/stock-trading-scams',
      '/financial-scams',
    ]);
  });

  it('shows what the editors published at /, and the platforms carousel of its logo set', () => {
    const content = seededContent();
    const home = content.items.find((item) => item.kind === 'page' && item.slug === '/');
    if (!home) throw new Error('no home page item');
    const data = home.data as { moneyRetrieved: { amount: string } };
    publishContent({ ...content, items: content.items.map((item) => (item === home ? { ...home, data: { ...data, moneyRetrieved: { ...data.moneyRetrieved, amount: '$40,000,000' } } } : item)) });
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Money retrieved' })).toHaveTextContent('$40,000,000');
    expect(screen.getByRole('region', { name: 'Kinds of fraudulent platforms we investigate' })).toHaveTextContent('Fake crypto exchanges');
  });

  it('is the site’s 404 while nothing is published at /', () => {
    const content = seededContent();
    publishContent({ ...content, items: content.items.filter((item) => !(item.kind === 'page' && item.slug === '/')) });
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('has a four-question FAQ, all closed at first', () => {
    renderHome();
    const faq = screen.getByRole('region', { name: 'Questions people ask us' });
    expect(questionsIn(faq)).toHaveLength(4);
    expect(openQuestions(faq)).toEqual([]);
  });

  describe('the article’s table of contents', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0), 16));
      jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => window.clearTimeout(handle));
    });

    afterEach(() => jest.useRealTimers());

    it('lists the five sections in order', () => {
      renderHome();
      expect(within(tableOfContents()).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Overview',
        'What is Cyber Fraud',
        'How We Help People',
        'How It Works',
        'Conclusion',
      ]);
    });

    it('marks the section crossing the line 100 px below the top as the reader scrolls', () => {
      renderHome();
      scrollArticleTo(0); // the article starts 300 px down: nothing yet
      expect(currentEntry()).toBeNull();
      scrollArticleTo(200); // overview top reaches 100 px
      expect(currentEntry()).toBe('Overview');
      scrollArticleTo(699); // what-is-cyber-fraud top at 101 px: not yet
      expect(currentEntry()).toBe('Overview');
      scrollArticleTo(700);
      expect(currentEntry()).toBe('What is Cyber Fraud');
      scrollArticleTo(1750);
      expect(currentEntry()).toBe('How It Works');
      scrollArticleTo(2300);
      expect(currentEntry()).toBe('Conclusion');
      scrollArticleTo(3000); // past the article
      expect(currentEntry()).toBeNull();
    });
  });
});
