import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TableOfContents, type TocEntry } from './TableOfContents';
import { fakeTimersWithAnimationFrames } from '../../testing/animationFrames';

const ENTRIES: TocEntry[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'conclusion', label: 'Conclusion' },
];

/** Lays the sections out as if the page were scrolled by `scrollY`: each section 400 px tall, the first at 200 px. */
function layOut(scrollY: number) {
  ENTRIES.forEach((entry, index) => {
    const element = document.getElementById(entry.id);
    if (!element) throw new Error(`no #${entry.id}`);
    const top = 200 + index * 400 - scrollY;
    element.getBoundingClientRect = () => ({ top, bottom: top + 400, left: 0, right: 0, width: 0, height: 400, x: 0, y: top, toJSON: () => ({}) });
  });
}

/** The table of contents beside the article's sections: it is given its entries as data, and finds the sections by id. */
function Article({ offset }: { offset?: number }) {
  return (
    <>
      <TableOfContents entries={ENTRIES} offset={offset} />
      {ENTRIES.map((entry) => (
        <section key={entry.id} id={entry.id}>
          <h2>{entry.label}</h2>
        </section>
      ))}
    </>
  );
}

function scrollTo(scrollY: number) {
  layOut(scrollY);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

const current = () => screen.queryByRole('link', { current: 'location' })?.textContent ?? null;

fakeTimersWithAnimationFrames();

describe('table of contents tracking', () => {
  it('marks no entry while no section spans the 100 px line', () => {
    render(<Article />);
    scrollTo(0);
    expect(current()).toBeNull();
  });

  it('marks the section spanning 100 px from the top, and follows scrolling', () => {
    render(<Article />);
    scrollTo(100); // overview spans 100…500
    expect(current()).toBe('Overview');
    scrollTo(499); // how-it-works top at 101: not yet
    expect(current()).toBe('Overview');
    scrollTo(500); // how-it-works top exactly at 100
    expect(current()).toBe('How it works');
    scrollTo(950);
    expect(current()).toBe('Conclusion');
  });

  it('uses 150 px where the page asks for it', () => {
    render(<Article offset={150} />);
    scrollTo(50); // overview top at 150
    expect(current()).toBe('Overview');
    scrollTo(449); // how-it-works top at 151: overview still spans 150
    expect(current()).toBe('Overview');
    scrollTo(450);
    expect(current()).toBe('How it works');
  });

  it('a click on an entry scrolls its section into view, moves focus there and marks it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Article />);
    scrollTo(0);
    const conclusion = document.getElementById('conclusion') as HTMLElement;
    const scrollIntoView = jest.fn();
    conclusion.scrollIntoView = scrollIntoView;
    await user.click(screen.getByRole('link', { name: 'Conclusion' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(conclusion).toHaveFocus();
    expect(current()).toBe('Conclusion');
    expect(window.location.hash).toBe('#conclusion');
  });
});

describe('table of contents before its script has run', () => {
  it('is plain anchor links in the HTML, and marks the section the reader scrolled to as soon as it is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Article />);
    document.body.append(container);
    const links = within(container).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#overview', '#how-it-works', '#conclusion']);
    expect(container.querySelector('[aria-current]')).toBeNull();

    // The reader followed a link, or scrolled, before the script arrived.
    layOut(600);
    await act(async () => {
      hydrateRoot(container, <Article />);
    });
    expect(current()).toBe('How it works');
    scrollTo(950);
    expect(current()).toBe('Conclusion');
    container.remove();
  });
});
