/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { notePageHead, siteOrigin, type PageHead } from './pageHead';
import { useJsonLd } from './useJsonLd';
import { usePageMeta } from './usePageMeta';
import { useRobotsNoIndex } from './useRobotsNoIndex';

const record = globalThis as { __frcPageHead?: PageHead };

function Page() {
  usePageMeta({ title: 'Forex scams', description: 'How forex scams work.', canonicalPath: '/forex-scams' });
  useRobotsNoIndex();
  useJsonLd('faq-page', { '@type': 'FAQPage' });
  return <h1>Forex scams</h1>;
}

afterEach(() => {
  delete record.__frcPageHead;
});

describe('the page head, noted while rendering on the server', () => {
  it('holds what the page asked for: title with the site name, description, canonical path, robots and JSON-LD', () => {
    record.__frcPageHead = { origin: 'https://www.example.com', jsonLd: {} };
    expect(renderToString(<Page />)).toContain('Forex scams');
    expect(record.__frcPageHead).toEqual({
      origin: 'https://www.example.com',
      title: 'Forex scams | ClearTrace Recovery',
      description: 'How forex scams work.',
      canonicalPath: '/forex-scams',
      robots: 'noindex',
      jsonLd: { 'faq-page': '{"@type":"FAQPage"}' },
    });
    expect(siteOrigin()).toBe('https://www.example.com');
  });

  it('is left alone when no renderer asked for it', () => {
    expect(() => renderToString(<Page />)).not.toThrow();
    expect(() => notePageHead((head) => Object.assign(head, { title: 'x' }))).not.toThrow();
    expect(siteOrigin()).toBe('');
  });
});
