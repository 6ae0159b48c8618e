import { fireEvent, render, screen } from '@testing-library/react';
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
