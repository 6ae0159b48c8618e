import { useEffect, useId, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { scrollBehavior } from '@frc/ui/prefersReducedMotion';
import { PressWhenReadyButton } from '@frc/ui/PressWhenReadyButton';
import { contentIcon } from '../content/contentIcons';
import { wrapIndex } from '../wrapIndex';
import styles from './LogoCarousel.module.scss';

/** A tile of the carousel: a name and the lucide icon its content names as its mark. */
export interface LogoItem {
  name: string;
  Icon: string;
}

export interface LogoCarouselProps {
  /** Accessible name of the carousel. */
  label?: string;
  /** The logos to show, as the published content has them (plain data: the island gets them as props). */
  logos: readonly LogoItem[];
  perSlide?: number;
}

export const LOGOS_PER_SLIDE = 4;

function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide) slides.push(items.slice(start, start + perSlide));
  return slides;
}

/** The slide whose start is nearest the strip's scroll position: the one snapped into view. */
function slideInView(strip: HTMLElement): number {
  let nearest = 0;
  Array.from(strip.children).forEach((slide, index) => {
    const distance = Math.abs((slide as HTMLElement).offsetLeft - strip.scrollLeft);
    const best = Math.abs((strip.children[nearest] as HTMLElement).offsetLeft - strip.scrollLeft);
    if (distance < best) nearest = index;
  });
  return nearest;
}

/** How long the strip must be still before the slide in view counts as the current one (a swipe, a smooth scroll). */
const SETTLE_MS = 100;

/**
 * Slides of logos in a horizontal strip that snaps to each slide (CSS scroll-snap): it can be swiped or scrolled
 * from the page's HTML, before any script. Once hydrated, previous/next arrows and dots move it, and both arrows
 * wrap around; the dots follow the slide in view. A press of an arrow or dot before hydration is held and done once
 * hydrated. It never moves on its own.
 */
export function LogoCarousel({ label = 'Kinds of fraudulent platforms we investigate', logos, perSlide = LOGOS_PER_SLIDE }: LogoCarouselProps) {
  const idPrefix = useId();
  const slides = toSlides(logos, perSlide);
  const stripRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Said after an arrow or dot moved the strip; a swipe is seen, and needs no words.
  const [announced, setAnnounced] = useState('');

  // Set once an arrow or dot has moved the strip (a press held before hydration is done by their effects, which run
  // before this component's own).
  const movedRef = useRef(false);
  // The slide an arrow or dot is scrolling to, until the strip settles: a press meanwhile goes on from there.
  const targetRef = useRef<number | null>(null);
  // Set from a press until the next frame: the scroll events of that frame may still be of the scroll before it.
  const pressFrameRef = useRef(false);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // A visitor may have swiped before hydration: the dots start from the slide in view.
    if (!movedRef.current) setIndex(slideInView(strip));
    let settle = 0;
    const rest = () => {
      targetRef.current = null;
      setIndex(slideInView(strip));
    };
    // The strip says its scroll ended (`scrollend`): the slide in view is the current one. But the end of the scroll
    // before a press can reach the page just after that press began the next one (two presses in a row, on a busy
    // phone): in the first frame after the press, an end short of the press's slide is that earlier scroll's.
    const ended = () => {
      if (pressFrameRef.current && targetRef.current !== null && slideInView(strip) !== targetRef.current) return;
      rest();
    };
    // A pause in the scroll events: the end of a swipe. A scroll to a slide may pause on the way on a busy phone, so
    // it ends when it reaches its slide, or when the browser says the scroll ended.
    const paused = () => {
      if (targetRef.current !== null && slideInView(strip) !== targetRef.current) return;
      rest();
    };
    const follow = () => {
      window.clearTimeout(settle);
      settle = window.setTimeout(paused, SETTLE_MS);
    };
    // The visitor's own swipe, wheel or keys take the strip over from an arrow's scroll: where it comes to rest is
    // the slide, and the next press goes on from there.
    const takenOver = () => {
      targetRef.current = null;
    };
    const visitorInput = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
    strip.addEventListener('scroll', follow, { passive: true });
    strip.addEventListener('scrollend', ended);
    for (const type of visitorInput) strip.addEventListener(type, takenOver, { passive: true });
    return () => {
      strip.removeEventListener('scroll', follow);
      strip.removeEventListener('scrollend', ended);
      for (const type of visitorInput) strip.removeEventListener(type, takenOver);
      window.clearTimeout(settle);
    };
  }, []);

  const goTo = (target: number) => {
    const strip = stripRef.current;
    const next = wrapIndex(target, slides.length);
    const slide = strip?.children[next] as HTMLElement | undefined;
    movedRef.current = true;
    targetRef.current = next;
    pressFrameRef.current = true;
    requestAnimationFrame(() => {
      pressFrameRef.current = false;
    });
    setIndex(next);
    setAnnounced(`Slide ${next + 1} of ${slides.length}`);
    if (strip && slide) strip.scrollTo({ left: slide.offsetLeft, behavior: scrollBehavior() });
  };
  // From the slide being scrolled to, else from the slide in view (not the last one counted: the strip may have been swiped since).
  const step = (by: number) => goTo((targetRef.current ?? (stripRef.current ? slideInView(stripRef.current) : index)) + by);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <PressWhenReadyButton className={styles.arrow} onPress={() => step(-1)} aria-controls={`${idPrefix}-slides`}>
          <ChevronLeft aria-hidden="true" size={22} />
          <span className="visually-hidden">Previous slide</span>
        </PressWhenReadyButton>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable strip must be focusable (WCAG 2.1.1): it scrolls from the keyboard before the arrows work */}
        <div ref={stripRef} id={`${idPrefix}-slides`} className={styles.slides} role="group" aria-label="Slides" tabIndex={0}>
          {slides.map((slide, slideIndex) => (
            <ul key={slide.map((logo) => logo.name).join('|')} className={styles.slide} aria-roledescription="slide" aria-label={`${slideIndex + 1} of ${slides.length}`}>
              {slide.map(({ name, Icon }) => {
                const Mark = contentIcon(Icon);
                return (
                  <li key={name} className={styles.logo}>
                    <Mark aria-hidden="true" size={32} strokeWidth={1.5} className={styles.mark} />
                    <span>{name}</span>
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
        <PressWhenReadyButton className={styles.arrow} onPress={() => step(1)} aria-controls={`${idPrefix}-slides`}>
          <ChevronRight aria-hidden="true" size={22} />
          <span className="visually-hidden">Next slide</span>
        </PressWhenReadyButton>
      </div>
      <div className={styles.dots}>
        {slides.map((slide, slideIndex) => (
          <PressWhenReadyButton
            key={slide.map((logo) => logo.name).join('|')}
            className={styles.dot}
            aria-label={`Show slide ${slideIndex + 1}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            aria-controls={`${idPrefix}-slides`}
            onPress={() => goTo(slideIndex)}
          />
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </section>
  );
}
