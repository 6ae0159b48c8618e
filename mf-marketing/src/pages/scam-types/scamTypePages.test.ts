import { anchorIdsOf, articlePageDataOf, tocEntriesOf, type ArticlePageData } from '../../features/article-page/articlePage';
import { seededItem } from '../../testing/publishedContent';

// The pages as published: the seeded content.
const binaryOptionsScamsContent = articlePageDataOf(seededItem('page', '/binary-options-scams'));
const creditCardPhishingContent = articlePageDataOf(seededItem('page', '/credit-card-phishing'));
const digitalCurrencyScamsContent = articlePageDataOf(seededItem('page', '/digital-currency-scams'));
const financialScamsContent = articlePageDataOf(seededItem('page', '/financial-scams'));
const forexScamsContent = articlePageDataOf(seededItem('page', '/forex-scams'));
const propertyScamsContent = articlePageDataOf(seededItem('page', '/property-scams'));
const romanceScamsContent = articlePageDataOf(seededItem('page', '/romance-scams'));
const stockTradingScamsContent = articlePageDataOf(seededItem('page', '/stock-trading-scams'));

interface Expected {
  page: ArticlePageData;
  anchors: string[];
  /** The table of contents, where it does not list every anchor. */
  toc?: string[];
  faq: number;
}

/** The spec's anchors, tables of contents and FAQ sizes, spelled out so that a typo in the data fails. */
const EXPECTED: Record<string, Expected> = {
  'binary options': {
    page: binaryOptionsScamsContent,
    anchors: ['what-is-crypto-asset-tracing', 'closer-look', 'conclusion'],
    faq: 4,
  },
  forex: {
    page: forexScamsContent,
    anchors: ['what-is-forex-trading', 'is-forex-trading-a-scam', 'how-to-spot-a-forex-scam', 'what-can-i-do-after-a-forex-scam'],
    faq: 4,
  },
  'stock trading': {
    page: stockTradingScamsContent,
    anchors: ['how-stock-market-works', 'is-stock-market-rigged', 'types-of-securities-fraud', 'get-money-back', 'stock-scam-faq'],
    faq: 4,
  },
  financial: {
    page: financialScamsContent,
    anchors: [
      'common-financial-scams',
      'cfd-scams',
      'ponzi-schemes',
      'social-media-scams',
      'charity-scams',
      'key-points',
      'fell-for-scam',
      'how-to-avoid-scams',
      'faq',
    ],
    toc: ['common-financial-scams', 'fell-for-scam', 'how-to-avoid-scams', 'faq'],
    faq: 10,
  },
  'credit card phishing': {
    page: creditCardPhishingContent,
    anchors: [
      'what-is-phishing',
      'how-credit-card-phishing-works',
      'common-phishing-methods',
      'how-to-spot-phishing',
      'victim-of-phishing',
      'how-to-avoid-phishing',
      'faq',
    ],
    faq: 3,
  },
  // The spec gives the digital page's sizes but not its ids; these are ours.
  'digital currency': {
    page: digitalCurrencyScamsContent,
    anchors: [
      'what-are-digital-currency-scams',
      'how-digital-currency-scams-work',
      'common-digital-currency-scams',
      'warning-signs',
      'can-crypto-be-traced',
      'what-to-do-after-a-crypto-scam',
      'how-we-help',
      'protect-yourself',
      'faq',
    ],
    faq: 4,
  },
  romance: {
    page: romanceScamsContent,
    anchors: ['what-is-a-romance-scam', 'how-romance-scams-work', 'warning-signs', 'what-to-do', 'how-we-help'],
    faq: 4,
  },
  property: {
    page: propertyScamsContent,
    anchors: ['what-are-property-scams', 'common-property-scams', 'warning-signs', 'what-to-do', 'how-we-help'],
    faq: 4,
  },
};

describe.each(Object.entries(EXPECTED))('the %s scams page', (_name, { page, anchors, toc, faq }) => {
  it('has exactly the anchors the spec lists, in order', () => {
    expect(anchorIdsOf(page)).toEqual(anchors);
  });

  it('lists exactly the spec\'s table of contents', () => {
    expect(tocEntriesOf(page).map((entry) => entry.id)).toEqual(toc ?? anchors);
  });

  it('has the spec\'s number of questions', () => {
    expect(page.article.faq?.items).toHaveLength(faq);
  });

  it('shares the layout of the scam-type pages: carousel, six recovery steps, mission, guarantee, 100 px tracking', () => {
    expect(page.logoCarousel).toBe(true);
    expect(page.steps?.items).toHaveLength(6);
    expect(page.mission).toBeDefined();
    expect(page.guarantee).toBeDefined();
    expect(page.tocOffset).toBe(100);
  });
});

it('collapses the financial page\'s FAQ behind a toggle, and no other page\'s', () => {
  const collapsible = Object.entries(EXPECTED).filter(([, { page }]) => page.article.faq?.collapsedCount !== undefined);
  expect(collapsible.map(([name]) => name)).toEqual(['financial']);
});

it('lists seven warning signs on the digital currency page', () => {
  const warningSigns = digitalCurrencyScamsContent.article.sections.find((section) => section.id === 'warning-signs');
  const list = warningSigns?.blocks.find((block) => block.kind === 'list');
  expect(list?.kind === 'list' ? list.items : []).toHaveLength(7);
});

it("preselects the page's own scam type wherever it opens the wizard, on every page that is about one (the spec: digital only)", () => {
  const ownType: Record<string, string | undefined> = { 'binary options': 'binary', forex: 'forex', 'stock trading': 'stock', 'digital currency': 'digital', romance: 'romance', property: 'property' };
  for (const [name, { page }] of Object.entries(EXPECTED)) {
    const wizards = [page.hero.action, page.sidePanel.action, page.closing.action].filter((action) => action.kind === 'wizard');
    const preselected = wizards.map((action) => (action.kind === 'wizard' ? action.defaultScamType : undefined));
    expect({ name, preselected }).toEqual({ name, preselected: wizards.map(() => ownType[name]) });
  }
});

it('gives the binary options page its own table-of-contents entry for its first section', () => {
  expect(binaryOptionsScamsContent.article.sections[0]?.tocLabel).toBe('What is a binary options scam?');
});

it('includes the doubts clause in the guarantee on the forex and stock pages only', () => {
  const withDoubts = Object.entries(EXPECTED).filter(([, { page }]) => page.guarantee?.includesDoubts);
  expect(withDoubts.map(([name]) => name)).toEqual(['forex', 'stock trading']);
});

it('sends the forex side panel to /contact-us', () => {
  expect(forexScamsContent.sidePanel.action).toEqual({ kind: 'contact' });
});
