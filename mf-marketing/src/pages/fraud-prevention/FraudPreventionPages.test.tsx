import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublishedContent } from '@frc/contracts/browser';
import { NotFoundProvider } from '../../app/NotFoundContext';
import { publishContent, seededContent } from '../../testing/publishedContent';
import FraudPreventionToolsPage from './FraudPreventionToolsPage';
import ToolReviewPage from './ToolReviewPage';

function renderAt(path: string) {
  render(
    <NotFoundProvider value={<h1>Site 404</h1>}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fraud-prevention-tools" element={<FraudPreventionToolsPage />} />
          <Route path="/fraud-prevention-review/:toolSlug" element={<ToolReviewPage />} />
        </Routes>
      </MemoryRouter>
    </NotFoundProvider>,
  );
}

/** The seeded content with the directory's tools reduced to the first `count`, the first one renamed. */
function withTools(count: number): PublishedContent {
  const content = seededContent();
  return {
    ...content,
    items: content.items.map((item) => {
      if (item.kind !== 'page' || item.slug !== '/fraud-prevention-tools') return item;
      const data = item.data as { fraudTools: { title: string }[] };
      const tools = data.fraudTools.slice(0, count).map((tool, index) => (index === 0 ? { ...tool, title: 'Renamed checker' } : tool));
      return { ...item, data: { ...data, fraudTools: tools } };
    }),
  };
}

describe('the fraud prevention tool directory', () => {
  it('lists the published tools, each linking to its review, and the six scam type guides', () => {
    publishContent();
    renderAt('/fraud-prevention-tools');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fraud prevention tools');
    const tools = screen.getAllByRole('article');
    expect(tools).toHaveLength(16);
    expect(within(tools[0] as HTMLElement).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/fraud-prevention-review/cleartrace-scam-detector');
    expect(screen.getByRole('link', { name: /Forex scams/ })).toHaveAttribute('href', '/forex-scams');
  });

  it('shows what the editors published, not a copy of its own', () => {
    publishContent(withTools(2));
    renderAt('/fraud-prevention-tools');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Renamed checker' })).toBeInTheDocument();
  });
});

describe("a tool's review", () => {
  it('is drawn from its entry in the directory, leading on to the next ones', () => {
    publishContent();
    renderAt('/fraud-prevention-review/etherscan/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Etherscan review');
    expect(screen.getByRole('heading', { name: 'Our verdict' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 16 fraud prevention tools' })).toHaveAttribute('href', '/fraud-prevention-tools');
    // The last tool leads on to the first ones again.
    expect(screen.getByRole('link', { name: 'ClearTrace Scam Detector review' })).toBeInTheDocument();
  });

  it('is the site’s 404 for a tool the directory no longer lists', () => {
    publishContent(withTools(2));
    renderAt('/fraud-prevention-review/etherscan/');
    expect(screen.getByRole('heading', { name: 'Site 404' })).toBeInTheDocument();
  });
});
