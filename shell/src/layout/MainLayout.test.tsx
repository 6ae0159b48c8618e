import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MainLayout } from './MainLayout';

function renderLayout() {
  return render(
    <MemoryRouter>
      <MainLayout>
        <h1>Page content</h1>
      </MainLayout>
    </MemoryRouter>,
  );
}

describe('MainLayout', () => {
  it('orders every public page as header, main content, regulatory statement strip, footer', () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const strip = screen.getByRole('region', { name: 'Regulatory statements' });
    const footer = screen.getByRole('contentinfo');
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(banner, main) && follows(main, strip) && follows(strip, footer)).toBe(true);
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  });

  it('opens with a skip link to the main content', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('states the US, UK and Australian legal positions in the strip', () => {
    renderLayout();
    const statements = within(screen.getByRole('region', { name: 'Regulatory statements' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^United States: .*company.*regulated by a state banking regulator/);
    expect(statements[1]).toMatch(/^United Kingdom: .*legal exclusion/);
    expect(statements[2]).toMatch(/^Australia: .*credit representative.*complaints/);
  });
});
