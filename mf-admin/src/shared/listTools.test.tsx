import { render, screen } from '@testing-library/react';
import { ResultCount } from './listTools';

describe('ResultCount', () => {
  it('is not focused when the list first shows', () => {
    render(<ResultCount view="" settled text="10 items" />);
    expect(screen.getByRole('status')).not.toHaveFocus();
  });

  it('waits for the answer to an applied search before it comes into view and takes the focus', () => {
    const scrolled = jest.fn();
    const { rerender } = render(<ResultCount view="" settled text="10 items" />);
    const count = screen.getByRole('status');
    count.scrollIntoView = scrolled;

    // The member applied a search: the old count stays while the answer loads, and is left where it is.
    rerender(<ResultCount view="q=grainne" settled={false} text="10 items" />);
    expect(count).not.toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();

    rerender(<ResultCount view="q=grainne" settled text="1 item" />);
    expect(count).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });

    // A poll's answer for the same view does not take the focus again.
    count.blur();
    rerender(<ResultCount view="q=grainne" settled text="2 items" />);
    expect(count).not.toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
