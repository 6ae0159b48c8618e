import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('shows the first source while it loads', () => {
    render(<ImageWithFallback src="/team/ada.svg" fallbackSrc="/team/fallback.svg" alt="Ada, our analyst" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Ada, our analyst' })).toHaveAttribute('src', '/team/ada.svg');
  });

  it('switches to the fallback source when the first one fails, and keeps the alt text', () => {
    render(<ImageWithFallback src="/team/ada.svg" fallbackSrc="/team/fallback.svg" alt="Ada, our analyst" width={80} height={80} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Ada, our analyst' })).toHaveAttribute('src', '/team/fallback.svg');
  });

  it('stays on the fallback if that fails too, rather than looping', () => {
    render(<ImageWithFallback src="/team/ada.svg" fallbackSrc="/team/fallback.svg" alt="Ada" width={80} height={80} />);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/team/fallback.svg');
  });

  it('tries a new first source again when it changes', () => {
    const { rerender } = render(<ImageWithFallback src="/team/ada.svg" fallbackSrc="/team/fallback.svg" alt="Ada" width={80} height={80} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ImageWithFallback src="/team/bo.svg" fallbackSrc="/team/fallback.svg" alt="Bo" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Bo' })).toHaveAttribute('src', '/team/bo.svg');
  });
});

describe('ImageWithFallback before its script has run', () => {
  const portrait = <ImageWithFallback src="/team/ada.svg" fallbackSrc="/team/fallback.svg" alt="Ada, our analyst" width={80} height={80} />;

  /** The page's HTML, its image already settled by the browser before hydration: loaded, or broken. */
  async function hydrateSettled(loaded: boolean) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(portrait);
    document.body.append(container);
    const image = within(container).getByRole('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { configurable: true, value: true });
    image.decode = loaded ? () => Promise.resolve() : () => Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
    await act(async () => {
      hydrateRoot(container, portrait);
    });
    return { image, remove: () => container.remove() };
  }

  it('swaps to the fallback once hydrated when the image broke before the script arrived', async () => {
    const { image, remove } = await hydrateSettled(false);
    expect(image).toHaveAttribute('src', '/team/fallback.svg');
    expect(image).toHaveAccessibleName('Ada, our analyst');
    remove();
  });

  it('keeps an image that loaded before the script arrived', async () => {
    const { image, remove } = await hydrateSettled(true);
    expect(image).toHaveAttribute('src', '/team/ada.svg');
    remove();
  });
});
