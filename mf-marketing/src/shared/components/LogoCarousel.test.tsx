import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FRAUD_PLATFORM_KINDS } from '../content/fraudPlatforms';
import { wrapIndex } from '../hooks/useWrappingIndex';
import { LogoCarousel } from './LogoCarousel';

const visibleSlide = () => {
  const shown = screen.getAllByRole('list', { hidden: true }).filter((list) => !list.hidden);
  expect(shown).toHaveLength(1);
  return shown[0] as HTMLElement;
};
const visibleNames = () => within(visibleSlide()).getAllByRole('listitem').map((item) => item.textContent);
const slideNames = (slide: number) => FRAUD_PLATFORM_KINDS.slice(slide * 4, slide * 4 + 4).map((logo) => logo.name);

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe('LogoCarousel', () => {
  it('shows 3 slides of 4 logos, the first one first', () => {
    render(<LogoCarousel />);
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(3);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(visibleNames()).toEqual(slideNames(0));
  });

  it('goes forward and wraps from the last slide to the first', async () => {
    const user = userEvent.setup();
    render(<LogoCarousel />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expect(visibleNames()).toEqual(slideNames(1));
    await user.click(next);
    expect(visibleNames()).toEqual(slideNames(2));
    await user.click(next);
    expect(visibleNames()).toEqual(slideNames(0));
  });

  it('goes back and wraps from the first slide to the last', async () => {
    const user = userEvent.setup();
    render(<LogoCarousel />);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(visibleNames()).toEqual(slideNames(2));
  });

  it('jumps to a slide from its dot, which is then marked current', async () => {
    const user = userEvent.setup();
    render(<LogoCarousel />);
    const dot = screen.getByRole('button', { name: 'Show slide 2' });
    await user.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
    expect(visibleNames()).toEqual(slideNames(1));
  });
});
