import { render } from '@testing-library/react';
import { useJsonLd } from './useJsonLd';

function Page({ data }: { data: object | null }) {
  useJsonLd('faq', data);
  return null;
}

const blocks = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];

describe('useJsonLd', () => {
  it('adds one block while mounted and removes it on unmount', () => {
    const { unmount } = render(<Page data={{ '@type': 'FAQPage' }} />);
    expect(blocks()).toHaveLength(1);
    expect(JSON.parse(blocks()[0]?.textContent ?? '')).toEqual({ '@type': 'FAQPage' });
    unmount();
    expect(blocks()).toHaveLength(0);
  });

  it('replaces the block when the data changes, never doubling it', () => {
    const { rerender } = render(<Page data={{ name: 'one' }} />);
    rerender(<Page data={{ name: 'two' }} />);
    expect(blocks()).toHaveLength(1);
    expect(JSON.parse(blocks()[0]?.textContent ?? '')).toEqual({ name: 'two' });
  });

  it('adds nothing without data', () => {
    render(<Page data={null} />);
    expect(blocks()).toHaveLength(0);
  });
});
