import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from './App';
import { publishContent } from './testing/publishedContent';

// Each page's code is loaded on demand and rendered whole: slow under jsdom on a busy machine.
jest.setTimeout(30_000);
const LOADED = { timeout: 20_000 };

function renderAt(path: string) {
  publishContent();
  render(
    <MemoryRouter initialEntries={[path]}>
      <MarketingApp notFound={<h1>Shell 404</h1>} />
    </MemoryRouter>,
  );
}

describe('resource pages', () => {
  it.each([
    ['/black-list-scams', 'Scam company blacklist'],
    ['/black-list-imposters-copycats', 'Imposters and copycats'],
    ['/whistleblowing', 'Report a scam crypto wallet'],
    ['/fraud-prevention-tools', 'Fraud prevention tools'],
    ['/fraud-prevention-review/seon/', 'SEON review'],
    ['/fraud-prevention-review/expressVPN', 'ExpressVPN review'],
    ['/blog', 'Scam warnings and recovery guides'],
    ['/blog/holiday-scams', 'Holiday scams: fake deals, missing parcels and charity appeals'],
    ['/blog/token-scams/', 'Token scams: rug pulls, honeypots and fake presales'],
    ['/blog/category/forex-trading', 'Forex Trading'],
    ['/blog/latest-news', 'Latest news'],
    ['/news', 'Latest news'],
    ['/blog/article/1', 'We are back: what changed after the disruption'],
    ['/blog/case-studies', 'Case studies'],
    ['/blog/case-study/3', 'A company treasury and a fake exchange'],
    ['/blog/scam-prevention-tips', 'Scam prevention tips'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/support', 'How to reach us'],
    ['/newsletter-signup', 'Scam alerts, in your inbox'],
  ])('%s shows its page', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADED)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['/blog/no-such-article', '/blog/category/crypto', '/blog/article/7', '/blog/article/one', '/blog/case-study/5', '/fraud-prevention-review/unknown-tool/'])(
    '%s is the shell\'s 404',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Shell 404' }, LOADED)).toBeInTheDocument();
    },
  );
});
