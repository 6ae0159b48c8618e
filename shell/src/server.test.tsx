/**
 * @jest-environment node
 */
// The shell's renderer of pre-rendered pages: a page's text once, each island on its own, as the browser hydrates it.
import { useId, useState } from 'react';
import { Island, provideLoadedModules, type IslandProps } from '@frc/federation';
import type { ShellServerBundle } from '@frc/build-config/server/serverBundle';
import * as server from './server';
import { renderPage, renderPrivatePage } from './server';
import type { RouteTable } from './routing/routeTable';

function Counter({ label }: IslandProps) {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <p>
      <label htmlFor={id}>{String(label)}</label>
      <input id={id} />
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
    </p>
  );
}

function Page() {
  const id = useId();
  return (
    <article aria-describedby={id}>
      <h1>How binary options scams work</h1>
      <p id={id}>The page&apos;s text, rendered once and never hydrated.</p>
      <Island module="marketing/Counter" component={Counter} props={{ label: 'First "quoted" <label>' }} hydrate="visible" label="the counter" />
      <Island module="marketing/Counter" component={Counter} props={{ label: 'Second' }} hydrate="interaction" />
    </article>
  );
}

const TABLE: RouteTable = { owners: [{ path: '/binary-options-scams', remote: 'marketing', layout: 'main' }], complete: true };

const attributesOf = (html: string) =>
  [...html.matchAll(/<frc-island ([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')])),
  );

test('renders the page with each island in its marker, rendered on its own with its own id prefix and what the browser needs to hydrate it', async () => {
  provideLoadedModules({ 'marketing/App': { default: Page } });
  const html = await renderPage('/binary-options-scams', TABLE);

  expect(html).toContain('<h1>How binary options scams work</h1>');
  const islands = attributesOf(html);
  // The shell's header and "Back to top", and the page's two.
  expect(islands.map((island) => island['data-island'])).toEqual(['shell/Header', 'marketing/Counter', 'marketing/Counter', 'shell/ScrollToTopButton']);
  const [, first, second] = islands;
  expect(first).toMatchObject({ 'data-hydrate': 'visible', 'data-prefix': 'i1-', 'data-label': 'the counter', 'data-props': JSON.stringify({ label: 'First "quoted" <label>' }) });
  expect(second).toMatchObject({ 'data-hydrate': 'interaction', 'data-prefix': 'i2-', 'data-props': '{"label":"Second"}' });
  expect(second).not.toHaveProperty('data-label');
  // Each island's ids carry its prefix, so two islands never share one, and the page's own ids none.
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id!);
  expect(ids.filter((id) => id.includes('i1-'))).toHaveLength(1);
  expect(ids.filter((id) => id.includes('i2-'))).toHaveLength(1);
  expect(new Set(ids).size).toBe(ids.length);
  // The label's text is escaped as HTML, and no empty marker is left.
  expect(html).toContain('First &quot;quoted&quot; &lt;label&gt;');
  expect(html).not.toMatch(/<frc-island data-key=/);
});

test("a private area's page before its code has run: the area's name, a loading state for the area, nothing else", async () => {
  const html = (await renderPrivatePage('Client area', 'portal')).replaceAll('<!-- -->', '');
  expect(html).toContain('Client area');
  expect(html).toMatch(/role="status"[^>]*>.*Loading the client area…/);
  expect(html).toContain('<main');
  // The page's policy refuses style attributes in its HTML.
  expect(html).not.toContain(' style=');
  expect(html).not.toMatch(/Not Found|doesn.t exist/i);
  expect((await renderPrivatePage('Back office', 'admin')).replaceAll('<!-- -->', '')).toContain('Loading the admin area…');
});

test('is, as a whole, the bundle the renderer takes: its libraries for the remotes, this very federation registry among them', () => {
  const bundle: ShellServerBundle<RouteTable> = server;
  // The renderer hands the page's modules to the registry the shell's tree reads, and reads back what it showed.
  expect(bundle.shared['@frc/federation'].provideLoadedModules).toBe(provideLoadedModules);
  expect(Object.keys(bundle.shared)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@frc/session']));
});

