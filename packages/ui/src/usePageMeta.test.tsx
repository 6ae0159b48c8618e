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

describe("usePageMeta's social image and feed", () => {
  it('gives the card an absolute og:image of the largest served variant, with its size, and a large Twitter card', () => {
    const { rerender } = render(<Page title="Scam alert" socialImage={{ id: 'img-1', width: 2000, height: 1000 }} />);
    expect(content('meta[property="og:image"]')).toBe('http://localhost/api/content/images/img-1/1440.webp');
    expect(content('meta[property="og:image:width"]')).toBe('1440');
    expect(content('meta[property="og:image:height"]')).toBe('720');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    rerender(<Page title="FAQ" />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });

  it('serves a small image at its own width', () => {
    render(<Page title="Scam alert" socialImage={{ id: 'img-2', width: 800, height: 600 }} />);
    expect(content('meta[property="og:image"]')).toBe('http://localhost/api/content/images/img-2/800.webp');
    expect(content('meta[property="og:image:height"]')).toBe('600');
  });

  it('announces the feed of the page, and only while the page is shown', () => {
    const { rerender } = render(<Page title="News" feed={{ title: 'News', href: '/news/feed.xml' }} />);
    const feeds = () => [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => [link.getAttribute('title'), link.getAttribute('href')]);
    expect(feeds()).toEqual([['News', '/news/feed.xml']]);
    rerender(<Page title="Blog" feed={{ title: 'Blog', href: '/blog/feed.xml' }} />);
    expect(feeds()).toEqual([['Blog', '/blog/feed.xml']]);
    rerender(<Page title="FAQ" />);
    expect(feeds()).toEqual([]);
  });
});
