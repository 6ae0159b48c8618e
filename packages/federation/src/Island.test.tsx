import { render, screen } from '@testing-library/react';
import { Island, IslandCollector, pageLoadNavigator, takeNavigationState, type IslandRecord } from './Island';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('Island', () => {
  test('is simply its component in the browser and in tests (no collector)', () => {
    render(<Island module="marketing/Greeting" component={Greeting} props={{ name: 'Amina' }} hydrate="interaction" />);
    expect(screen.getByText('Hello, Amina')).toBeInTheDocument();
    expect(document.querySelector('frc-island')).toBeNull();
  });

  test("on the server's first pass, notes the island and leaves an empty marker", () => {
    const islands = new Map<string, IslandRecord>();
    const { container } = render(
      <IslandCollector.Provider value={islands}>
        <Island module="marketing/Greeting" component={Greeting} props={{ name: 'Amina' }} hydrate="visible" label="the greeting" />
      </IslandCollector.Provider>,
    );
    const marker = container.querySelector('frc-island');
    expect(marker).toBeEmptyDOMElement();
    const [[key, island]] = [...islands.entries()] as [[string, IslandRecord]];
    expect(marker).toHaveAttribute('data-key', key);
    expect(island).toMatchObject({ module: 'marketing/Greeting', hydrate: 'visible', label: 'the greeting', props: { name: 'Amina' }, Component: Greeting });
  });
});

describe('navigation from an island', () => {
  const state = { firstName: 'Amina', awaitingConfirmation: true };
  let errors: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/contact-us');
    // jsdom does not load pages: it reports the navigation as not implemented.
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  test("carries the navigation's state to the page it opens, which keeps it in its history entry for a reload", () => {
    pageLoadNavigator.push('/contact-us/thank-you', state);
    // The next page.
    window.history.replaceState(null, '', '/contact-us/thank-you');
    expect(takeNavigationState()).toEqual(state);
    expect(sessionStorage.length).toBe(0);
    // Reloaded: the history entry still has it.
    expect(takeNavigationState()).toEqual(state);
  });

  test('a replacing navigation carries it too; a page at another address does not take it', () => {
    pageLoadNavigator.replace('/contact-us/thank-you', state);
    window.history.replaceState(null, '', '/faq');
    expect(takeNavigationState()).toBeUndefined();
  });
});
