import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FRAUD_PLATFORM_KINDS, LOGOS_PER_SLIDE, type LogoItem } from '../content/fraudPlatforms';
import { useWrappingIndex } from '../hooks/useWrappingIndex';
import styles from './LogoCarousel.module.scss';

export interface LogoCarouselProps {
  /** Accessible name of the carousel. */
  label?: string;
  logos?: readonly LogoItem[];
  perSlide?: number;
}

function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide) slides.push(items.slice(start, start + perSlide));
  return slides;
}

/** Slides of logos with previous/next arrows and dots; both arrows wrap around. It never moves on its own. */
export function LogoCarousel({
  label = 'Kinds of fraudulent platforms we investigate',
  logos = FRAUD_PLATFORM_KINDS,
  perSlide = LOGOS_PER_SLIDE,
}: LogoCarouselProps) {
  const idPrefix = useId();
  const slides = toSlides(logos, perSlide);
  const { index, next, previous, goTo } = useWrappingIndex(slides.length);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <button type="button" className={styles.arrow} onClick={previous} aria-controls={`${idPrefix}-slides`}>
          <ChevronLeft aria-hidden="true" size={22} />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <div id={`${idPrefix}-slides`} className={styles.slides} aria-live="polite">
          {slides.map((slide, slideIndex) => (
            <ul
              key={slide.map((logo) => logo.name).join('|')}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              hidden={slideIndex !== index}
              data-shown-without-script
            >
              {slide.map(({ name, Icon }) => (
                <li key={name} className={styles.logo}>
                  <Icon aria-hidden="true" size={32} strokeWidth={1.5} className={styles.mark} />
                  <span>{name}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={next} aria-controls={`${idPrefix}-slides`}>
          <ChevronRight aria-hidden="true" size={22} />
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
      <div className={styles.dots}>
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.map((logo) => logo.name).join('|')}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${slideIndex + 1}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => goTo(slideIndex)}
          />
        ))}
      </div>
    </section>
  );
}
