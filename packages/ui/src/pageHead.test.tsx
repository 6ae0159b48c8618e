/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { provideRenderContext, type RenderContext } from '@frc/build-config/server/renderContext';
import { notePageHead, siteOrigin } from './pageHead';
import { useJsonLd } from './useJsonLd';
import { usePageMeta } from './usePageMeta';
import { useRobotsNoIndex } from './useRobotsNoIndex';

function Page() {
  usePageMeta({ title: 'Forex scams', description: 'How forex scams work.', canonicalPath: '/forex-scams' });
  useRobotsNoIndex();
  useJsonLd('faq-page', { '@type': 'FAQPage' });
  return <h1>Forex scams</h1>;
}

afterEach(() => {
  provideRenderContext(undefined);
});

describe('the page head, noted while rendering on the server', () => {
  it("holds what the page asked for in the render context: title with the site name, description, canonical path, the site's card, robots and JSON-LD", () => {
    const context: RenderContext = { origin: 'https://www.example.com', shared: {}, publicPaths: {}, stylesUsed: new Set(), head: { jsonLd: {} } };
    provideRenderContext(context);
    expect(renderToString(<Page />)).toContain('Forex scams');
    expect(context.head).toEqual({
      title: 'Forex scams | ClearTrace Recovery',
      description: 'How forex scams work.',
      canonicalPath: '/forex-scams',
      image: { url: 'https://www.example.com/social-card.png', width: 1200, height: 630, alt: expect.stringMatching(/^ClearTrace Recovery: /) },
      robots: 'noindex',
      jsonLd: { 'faq-page': '{"@type":"FAQPage"}' },
    });
    expect(siteOrigin()).toBe('https://www.example.com');
  });

  it('is left alone when no renderer gave a render context', () => {
    expect(() => renderToString(<Page />)).not.toThrow();
    expect(() => notePageHead((head) => Object.assign(head, { title: 'x' }))).not.toThrow();
    expect(siteOrigin()).toBe('');
  });
});
