import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { seededItem } from '../../testing/publishedContent';
import { wrapIndex } from '../wrapIndex';
import { LogoCarousel, type LogoItem } from './LogoCarousel';

/** The kinds of fraudulent platform the seeded home page shows. */
const FRAUD_PLATFORM_KINDS = (seededItem('page', '/').data as { logoSets: Record<string, LogoItem[]> }).logoSets['fraud-platform-kinds'] as LogoItem[];

const SLIDE_WIDTH = 500;

/** jsdom has no layout: lays the slides out side by side in the strip, and makes the strip scroll (at once) when told. */
function layOut(strip: HTMLElement) {
  Array.from(strip.children).forEach((slide, index) => {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, get: () => index * SLIDE_WIDTH });
  });
  const scrollTo = jest.fn((options: ScrollToOptions) => {
    strip.scrollLeft = options.left ?? 0;
    strip.dispatchEvent(new Event('scroll'));
  });
  strip.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}

const strip = () => screen.getByRole('group', { name: 'Slides' });
const currentDot = () => screen.getAllByRole('button', { name: /Show slide/ }).find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');
const slideNames = (slide: number) => FRAUD_PLATFORM_KINDS.slice(slide * 4, slide * 4 + 4).map((logo) => logo.name);

function renderCarousel() {
  render(<LogoCarousel logos={FRAUD_PLATFORM_KINDS} />);
  return { scrollTo: layOut(strip()), user: userEvent.setup() };
}

/** The carousel with its strip that never moves by itself (a smooth scroll still on its way), after a press of `arrow`. */
async function pressedDuringScroll(arrow: 'Previous slide' | 'Next slide') {
  const { scrollTo, user } = renderCarousel();
  scrollTo.mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: arrow }));
  return { scrollTo, user };
}

/** The strip comes to rest on the second slide, moved by something other than the arrows; `before` runs first. */
function restsOnSecondSlide(before: () => void = () => {}) {
  act(() => {
    before();
    strip().scrollLeft = SLIDE_WIDTH;
    strip().dispatchEvent(new Event('scrollend'));
  });
}

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe('LogoCarousel', () => {
  it('lays 3 slides of 4 logos in one strip, every slide in the page, the first one current', () => {
    renderCarousel();
    const slides = within(strip()).getAllByRole('list');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    slides.forEach((slide, index) => {
      expect(slide).toBeVisible();
      expect(within(slide).getAllByRole('listitem').map((item) => item.textContent)).toEqual(slideNames(index));
    });
    expect(strip()).toHaveAttribute('tabindex', '0');
    expect(currentDot()).toBe('Show slide 1');
  });

  it('goes forward and wraps from the last slide to the first', async () => {
    const { scrollTo, user } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });
    expect(currentDot()).toBe('Show slide 2');
    await user.click(next);
    expect(currentDot()).toBe('Show slide 3');
    await user.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(currentDot()).toBe('Show slide 1');
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
  });

  it('goes back and wraps from the first slide to the last', async () => {
    const { scrollTo, user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
    expect(currentDot()).toBe('Show slide 3');
  });

  it('jumps to a slide from its dot, which is then marked current', async () => {
    const { scrollTo, user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });
    expect(currentDot()).toBe('Show slide 2');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('follows a swipe: the dots mark the slide the strip settles on, and the arrows go on from there', async () => {
    const { scrollTo, user } = renderCarousel();
    act(() => {
      strip().scrollLeft = 2 * SLIDE_WIDTH;
      fireEvent.scroll(strip());
    });
    await waitFor(() => expect(currentDot()).toBe('Show slide 3'));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('goes on from the slide it is scrolling to when an arrow is pressed again before the strip has settled', async () => {
    const { scrollTo, user } = renderCarousel();
    scrollTo.mockImplementation(() => {}); // a smooth scroll still on its way
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(currentDot()).toBe('Show slide 1');
  });

  it('keeps counting presses when the end of an earlier scroll reaches it after the next press', async () => {
    const { scrollTo, user } = await pressedDuringScroll('Next slide');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });
    // In the press's first frame the strip, still on the first slide, reports the end of the scroll before the press.
    act(() => {
      strip().dispatchEvent(new Event('scrollend'));
    });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
    expect(currentDot()).toBe('Show slide 3');
  });

  it("goes on from where the visitor's own swipe leaves the strip, even during an arrow's scroll", async () => {
    const { scrollTo, user } = await pressedDuringScroll('Previous slide');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
    // The visitor's finger takes the strip and leaves it on the second slide.
    restsOnSecondSlide(() => fireEvent.pointerDown(strip()));
    expect(currentDot()).toBe('Show slide 2');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
  });

  it("follows the strip to wherever a scroll that ends after the press's first frame leaves it", async () => {
    const { scrollTo, user } = await pressedDuringScroll('Previous slide');
    expect(currentDot()).toBe('Show slide 3');
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    // Something other than the arrows (a script, the page's find) moves the strip to the second slide.
    restsOnSecondSlide();
    expect(currentDot()).toBe('Show slide 2');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
  });

  it('moves without animation for a visitor who asked for less motion', async () => {
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const { scrollTo, user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'auto' });
    matchMedia.mockRestore();
  });
});

describe('LogoCarousel before its script has run', () => {
  it('is a strip in the HTML, and a swipe and a press of Next made before hydration are followed once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LogoCarousel logos={FRAUD_PLATFORM_KINDS} />);
    document.body.append(container);
    // Every slide is in the HTML and none is hidden: the strip is scrolled, not switched.
    expect(container.querySelectorAll('ul[aria-roledescription="slide"]')).toHaveLength(3);
    expect(container.querySelector('[hidden]')).toBeNull();
    const next = within(container).getByRole('button', { name: 'Next slide' });
    expect(next).toHaveAttribute('data-press-when-ready');

    const painted = within(container).getByRole('group', { name: 'Slides' });
    const scrollTo = layOut(painted);
    painted.scrollLeft = SLIDE_WIDTH; // swiped to the second slide
    next.setAttribute('data-press-pending', ''); // then Next, held by the page's first script
    next.setAttribute('aria-busy', 'true');

    await act(async () => {
      hydrateRoot(container, <LogoCarousel logos={FRAUD_PLATFORM_KINDS} />);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
    expect(currentDot()).toBe('Show slide 3');
    for (const mark of ['data-press-when-ready', 'data-press-pending', 'aria-busy']) expect(next).not.toHaveAttribute(mark);
    container.remove();
  });
});
