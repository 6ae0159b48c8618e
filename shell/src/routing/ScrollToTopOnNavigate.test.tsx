import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { ANCHOR_WAIT_MS, ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

const scrollIntoView = jest.fn();

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});

function preferReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

/** A page whose anchor target arrives later, as a remote's content does. */
function LateContactForm() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <section id="contact-form" aria-label="Contact form" />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Load the form
    </button>
  );
}

function renderSite(initialPath = '/faq') {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <ScrollToTopOnNavigate />
      <Link to="/privacy-policy">Privacy</Link>
      <Link to="/privacy-policy?tab=cookies">Privacy cookies</Link>
      <Link to="/about-us#contact-form">About form</Link>
      <LateContactForm />
    </MemoryRouter>,
  );
}

describe('ScrollToTopOnNavigate', () => {
  it('scrolls smoothly to the top on every change of path', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup();
    renderSite();
    jest.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    // Same path, other query: still the same page, so it stays where the visitor is.
    await user.click(screen.getByRole('link', { name: 'Privacy cookies' }));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('jumps instead of gliding for visitors who asked for less motion', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  it('scrolls to an anchor target once the page has rendered it', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: 'About form' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(scrollIntoView).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Load the form' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Contact form' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('scrolls straight to an anchor target that is already there', () => {
    preferReducedMotion(false);
    render(
      <MemoryRouter initialEntries={['/#contact-form']}>
        <section id="contact-form" aria-label="Contact form" />
        <ScrollToTopOnNavigate />
      </MemoryRouter>,
    );
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Contact form' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it(`stops waiting for an anchor target after ${ANCHOR_WAIT_MS} ms`, async () => {
    jest.useFakeTimers();
    try {
      preferReducedMotion(false);
      renderSite('/about-us#contact-form');
      act(() => jest.advanceTimersByTime(ANCHOR_WAIT_MS));
      act(() => screen.getByRole('button', { name: 'Load the form' }).click());
      expect(screen.getByRole('region', { name: 'Contact form' })).toBeInTheDocument();
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
