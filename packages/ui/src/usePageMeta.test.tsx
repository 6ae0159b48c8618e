import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './usePageMeta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="description" content="The site's own description." />
    <meta property="og:description" content="The site's own description." />`;
  window.history.replaceState(null, '', '/forexscampages');
});

describe('usePageMeta', () => {
  it('sets the title, description, canonical link and Open Graph card', () => {
    render(<Page title="Forex scams" description="How forex scams work." />);
    expect(document.title).toBe('Forex scams | ClearTrace Recovery');
    expect(content('meta[name="description"]')).toBe('How forex scams work.');
    expect(canonical()).toBe('http://localhost/forexscampages');
    expect(content('meta[property="og:title"]')).toBe('Forex scams | ClearTrace Recovery');
    expect(content('meta[property="og:description"]')).toBe('How forex scams work.');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/forexscampages');
  });

  it('points the canonical link at the page search engines should index', () => {
    render(<Page title="Forex scams" description="How forex scams work." canonicalPath="/forex-scams" />);
    expect(canonical()).toBe('http://localhost/forex-scams');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/forex-scams');
  });

  it("gives a page without a description the site's own, not the previous page's", () => {
    const { rerender } = render(<Page title="Forex scams" description="How forex scams work." />);
    rerender(<Page title="Thank you" />);
    expect(content('meta[name="description"]')).toBe("The site's own description.");
    expect(content('meta[property="og:description"]')).toBe("The site's own description.");
  });

  it('keeps a single tag of each kind across pages', () => {
    const { rerender } = render(<Page title="One" description="First." />);
    rerender(<Page title="Two" description="Second." />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
