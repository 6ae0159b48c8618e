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
  it('gives the card an absolute og:image of the largest served variant, with its size and alt, and a large Twitter card', () => {
    const { rerender } = render(<Page title="Scam alert" socialImage={{ id: 'img-1', width: 2000, height: 1000 }} socialImageAlt="A phone showing a fake trading app" />);
    expect(content('meta[property="og:image"]')).toBe('http://localhost/api/content/images/img-1/1440.webp');
    expect(content('meta[property="og:image:width"]')).toBe('1440');
    expect(content('meta[property="og:image:height"]')).toBe('720');
    expect(content('meta[property="og:image:alt"]')).toBe('A phone showing a fake trading app');
    expect(content('meta[name="twitter:image"]')).toBe('http://localhost/api/content/images/img-1/1440.webp');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    // A page without an image of its own shows the site's card, never the previous page's.
    rerender(<Page title="FAQ" />);
    expect(content('meta[property="og:image"]')).toBe('http://localhost/social-card.png');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:alt"]')).toMatch(/^ClearTrace Recovery: /);
    expect(content('meta[name="twitter:image"]')).toBe('http://localhost/social-card.png');
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  });

  it("says an article is one to Open Graph, and the next page is the site's again", () => {
    const { rerender } = render(<Page title="Forex regulation" type="article" />);
    expect(content('meta[property="og:type"]')).toBe('article');
    rerender(<Page title="FAQ" />);
    expect(content('meta[property="og:type"]')).not.toBe('article');
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
