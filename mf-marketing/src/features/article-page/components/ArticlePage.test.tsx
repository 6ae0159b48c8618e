import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { articlePageDataOf, tocEntriesOf, type ArticlePageData } from '../articlePage';
import { openQuestions, question, questionsIn } from '../../../testing/faq';
import { ArticlePage } from './ArticlePage';
import { fakeTimersWithAnimationFrames } from '../../../testing/animationFrames';
import { publishContent, seededItem } from '../../../testing/publishedContent';

// The pages as published: the seeded content.
const amlComplianceContent = articlePageDataOf(seededItem('page', '/aml-compliance'));
const adrGuidanceContent = articlePageDataOf(seededItem('page', '/adr-guidance'));
const cryptoAssetTracingContent = articlePageDataOf(seededItem('page', '/crypto-asset-tracing'));
const cyberInvestigationsContent = articlePageDataOf(seededItem('page', '/cyber-investigations'));
const digitalCurrencyContent = articlePageDataOf(seededItem('page', '/digital-currency'));
const kycServicesContent = articlePageDataOf(seededItem('page', '/kyc-services'));
const regulatoryComplianceContent = articlePageDataOf(seededItem('page', '/regulatory-compliance-and-other-services'));
const scamRestitutionConsultingContent = articlePageDataOf(seededItem('page', '/scam-restitution-consulting'));
const binaryOptionsScamsContent = articlePageDataOf(seededItem('page', '/binary-options-scams'));
const creditCardPhishingContent = articlePageDataOf(seededItem('page', '/credit-card-phishing'));
const digitalCurrencyScamsContent = articlePageDataOf(seededItem('page', '/digital-currency-scams'));
const financialScamsContent = articlePageDataOf(seededItem('page', '/financial-scams'));
const forexScamsContent = articlePageDataOf(seededItem('page', '/forex-scams'));
const propertyScamsContent = articlePageDataOf(seededItem('page', '/property-scams'));
const romanceScamsContent = articlePageDataOf(seededItem('page', '/romance-scams'));
const stockTradingScamsContent = articlePageDataOf(seededItem('page', '/stock-trading-scams'));

// Intake's launcher arrives through federation in the browser; here a stand-in shows what it was given.
jest.mock('../../../shared/intake/ConsultationLauncher', () => ({
  ConsultationLauncher: ({ defaultScamType }: { defaultScamType?: string }) => (
    <button type="button" data-testid="launcher">
      Request a Consultation{defaultScamType ? ` (${defaultScamType})` : ''}
    </button>
  ),
}));

const PAGES: Record<string, ArticlePageData> = {
  '/binary-options-scams': binaryOptionsScamsContent,
  '/forex-scams': forexScamsContent,
  '/stock-trading-scams': stockTradingScamsContent,
  '/financial-scams': financialScamsContent,
  '/credit-card-phishing': creditCardPhishingContent,
  '/digital-currency-scams': digitalCurrencyScamsContent,
  '/romance-scams': romanceScamsContent,
  '/property-scams': propertyScamsContent,
  '/cyber-investigations': cyberInvestigationsContent,
  '/crypto-asset-tracing': cryptoAssetTracingContent,
  '/digital-currency': digitalCurrencyContent,
  '/kyc-services': kycServicesContent,
  '/scam-restitution-consulting': scamRestitutionConsultingContent,
  '/adr-guidance': adrGuidanceContent,
  '/regulatory-compliance-and-other-services': regulatoryComplianceContent,
  '/aml-compliance': amlComplianceContent,
};

function renderPage(page: ArticlePageData) {
  // The rest of the site's content as published (the logo carousel reads the home page's logo sets).
  publishContent();
  return render(
    <MemoryRouter>
      <ArticlePage page={page} />
    </MemoryRouter>,
  );
}

const SECTION_HEIGHT = 400;

/** Lays out the table of contents' sections one under another, 400 px each, with entry `index` starting `top` px below the viewport top. */
function placeEntryAt(page: ArticlePageData, index: number, top: number) {
  tocEntriesOf(page).forEach((entry, position) => {
    const element = document.getElementById(entry.id);
    if (!element) throw new Error(`no #${entry.id}`);
    const sectionTop = top + (position - index) * SECTION_HEIGHT;
    element.getBoundingClientRect = () =>
      ({ top: sectionTop, bottom: sectionTop + SECTION_HEIGHT, left: 0, right: 0, width: 0, height: SECTION_HEIGHT, x: 0, y: sectionTop }) as DOMRect;
  });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

const contents = () => screen.getByRole('navigation', { name: 'On this page' });
const currentEntry = () => within(contents()).queryByRole('link', { current: 'location' })?.textContent ?? null;

describe('table of contents tracking', () => {
  fakeTimersWithAnimationFrames();

  it('tracks at 150 px on the consulting and compliance pages (KYC counts as compliance) and at 100 px elsewhere', () => {
    const at150 = Object.entries(PAGES)
      .filter(([, page]) => page.tocOffset === 150)
      .map(([path]) => path);
    expect(at150).toEqual(['/kyc-services', '/scam-restitution-consulting', '/adr-guidance', '/regulatory-compliance-and-other-services', '/aml-compliance']);
  });

  it.each(Object.entries(PAGES))('%s: each entry becomes current exactly when its section reaches the tracking line', (_path, page) => {
    renderPage(page);
    const entries = tocEntriesOf(page);
    expect(within(contents()).getAllByRole('link').map((link) => link.textContent)).toEqual(entries.map((entry) => entry.label));
    entries.forEach((entry, index) => {
      placeEntryAt(page, index, page.tocOffset + 1);
      expect(currentEntry()).toBe(index === 0 ? null : entries[index - 1]?.label);
      placeEntryAt(page, index, page.tocOffset);
      expect(currentEntry()).toBe(entry.label);
    });
  });

  it('highlights the AML page\'s first entry, which the old tracker never did', () => {
    renderPage(amlComplianceContent);
    placeEntryAt(amlComplianceContent, 0, 150);
    expect(currentEntry()).toBe('What is AML compliance?');
    placeEntryAt(amlComplianceContent, 0, 101); // past the 100 px line but not the 150 px one: still current
    expect(currentEntry()).toBe('What is AML compliance?');
    placeEntryAt(amlComplianceContent, 0, 151);
    expect(currentEntry()).toBeNull();
  });

  it('a click on an entry marks it at once and scrolls to its section', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(stockTradingScamsContent);
    const target = document.getElementById('get-money-back') as HTMLElement;
    target.scrollIntoView = jest.fn();
    await user.click(within(contents()).getByRole('link', { name: 'Getting your money back' }));
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(currentEntry()).toBe('Getting your money back');
  });
});

describe('frequently asked questions', () => {
  const faqRegion = (page: ArticlePageData) => screen.getByRole('region', { name: page.article.faq?.title });

  it('keeps one answer open at a time, and a second click closes it', async () => {
    const user = userEvent.setup();
    renderPage(forexScamsContent);
    const [first, second] = forexScamsContent.article.faq?.items ?? [];
    if (!first || !second) throw new Error('the forex page has questions');
    await user.click(question(first.title));
    await waitFor(() => expect(openQuestions()).toEqual([first.title]));
    await user.click(question(second.title));
    await waitFor(() => expect(openQuestions()).toEqual([second.title]));
    expect(within(faqRegion(forexScamsContent)).getByRole('region', { name: second.title })).toBeVisible();
    await user.click(question(second.title));
    await waitFor(() => expect(openQuestions()).toEqual([]));
  });

  it('shows every question at once on pages without a collapse toggle', () => {
    renderPage(creditCardPhishingContent);
    expect(questionsIn(faqRegion(creditCardPhishingContent))).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('starts the financial page\'s ten questions shortened and toggles between four and all ten', async () => {
    const user = userEvent.setup();
    renderPage(financialScamsContent);
    const items = financialScamsContent.article.faq?.items ?? [];
    const questions = () => questionsIn(faqRegion(financialScamsContent));
    expect(questions()).toHaveLength(4);

    const toggle = screen.getByRole('button', { name: 'Show all 10 questions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(questions().map((summary) => summary.textContent)).toEqual(items.map((item) => item.title));
    expect(question(items[4]?.title ?? '')).toHaveFocus();

    await user.click(question(items[9]?.title ?? ''));
    await waitFor(() => expect(openQuestions()).toEqual([items[9]?.title]));

    await user.click(screen.getByRole('button', { name: 'Show fewer questions' }));
    expect(questions()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show all 10 questions' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('page parts', () => {
  it('gives every page its own title and description', () => {
    const pages = Object.values(PAGES);
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.meta.description)).size).toBe(pages.length);
  });

  it.each(Object.entries(PAGES))('%s has one h1, its title and description, and headings that never skip a level', (_path, page) => {
    renderPage(page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.hero.title);
    expect(document.title).toContain(page.meta.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', page.meta.description);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });

  // The spec preselects only Digital Currency; every page about one scam type now does it with its own.
  const OWN_SCAM_TYPE: Record<string, string> = {
    '/binary-options-scams': 'binary',
    '/forex-scams': 'forex',
    '/stock-trading-scams': 'stock',
    '/digital-currency-scams': 'digital',
    '/romance-scams': 'romance',
    '/property-scams': 'property',
  };

  it.each(Object.entries(OWN_SCAM_TYPE))('%s: every launcher starts with the page\'s own scam type, %s', (path, code) => {
    renderPage(PAGES[path] as ArticlePageData);
    const launchers = screen.getAllByTestId('launcher');
    expect(launchers.length).toBeGreaterThanOrEqual(2);
    for (const launcher of launchers) expect(launcher).toHaveTextContent(`Request a Consultation (${code})`);
  });

  it.each(Object.entries(PAGES).filter(([path]) => !(path in OWN_SCAM_TYPE)))('%s: launchers start with no scam type', (_path, page) => {
    renderPage(page);
    for (const launcher of screen.queryAllByTestId('launcher')) expect(launcher).toHaveTextContent(/^Request a Consultation$/);
  });

  it('sends the forex side panel to the contact page and the other consultations to the wizard', () => {
    renderPage(forexScamsContent);
    const sidePanel = screen.getByRole('complementary', { name: 'Blocked from withdrawing?' });
    expect(within(sidePanel).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getAllByTestId('launcher')).toHaveLength(2);
  });

  it('links the regulatory compliance hero to the contact page and closes with the wizard under "Retrieve your money from a scam!"', () => {
    renderPage(regulatoryComplianceContent);
    const hero = screen.getByRole('region', { name: 'Regulatory compliance and other services' });
    expect(within(hero).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('heading', { name: 'Retrieve your money from a scam!' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Lost crypto to a scam?' })).toContainElement(screen.getAllByTestId('launcher')[0] ?? null);
  });

  it('shows the guarantee with the doubts clause on the forex and stock pages only, linking to the terms', () => {
    for (const page of Object.values(PAGES)) {
      const { unmount } = renderPage(page);
      const guarantee = screen.queryByRole('complementary', { name: 'Money-back guarantee' });
      if (page.guarantee) {
        expect(within(guarantee as HTMLElement).getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/terms-of-service');
        const mentionsDoubts = /doubts/.test(guarantee?.textContent ?? '');
        expect(mentionsDoubts).toBe(page === forexScamsContent || page === stockTradingScamsContent);
      } else {
        expect(guarantee).toBeNull();
      }
      unmount();
    }
  });
});
