import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableOfContents, type TocEntry } from '../components/TableOfContents';
import { useActiveSection } from './useActiveSection';

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

function Article({ offset }: { offset?: number }) {
  const { activeId, activate } = useActiveSection(
    ENTRIES.map((entry) => entry.id),
    offset,
  );
  return (
    <>
      <TableOfContents entries={ENTRIES} activeId={activeId} onNavigate={activate} />
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

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0), 16));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => window.clearTimeout(handle));
});

afterEach(() => {
  jest.useRealTimers();
});

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
