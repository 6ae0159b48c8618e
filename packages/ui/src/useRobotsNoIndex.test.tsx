import { render } from '@testing-library/react';
import { useRobotsNoIndex } from './useRobotsNoIndex';

function PrivatePage() {
  useRobotsNoIndex();
  return null;
}

const robotsTags = () => document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]');

afterEach(() => robotsTags().forEach((tag) => tag.remove()));

describe('useRobotsNoIndex', () => {
  it('asks search engines not to index the page while it is shown, and removes the tag after', () => {
    const { unmount } = render(<PrivatePage />);
    expect([...robotsTags()].map((tag) => tag.content)).toEqual(['noindex']);
    unmount();
    expect(robotsTags()).toHaveLength(0);
  });

  it('restores a robots tag the page already had', () => {
    const existing = document.createElement('meta');
    existing.name = 'robots';
    existing.content = 'index, follow';
    document.head.append(existing);
    const { unmount } = render(<PrivatePage />);
    expect([...robotsTags()].map((tag) => tag.content)).toEqual(['noindex']);
    unmount();
    expect([...robotsTags()].map((tag) => tag.content)).toEqual(['index, follow']);
  });

  it('leaves one tag when a private layout shows a private page', () => {
    const { unmount } = render(
      <>
        <PrivatePage />
        <PrivatePage />
      </>,
    );
    expect(robotsTags()).toHaveLength(1);
    unmount();
    expect(robotsTags()).toHaveLength(0);
  });

  it('takes away, with the page, the robots tag the pre-rendered page arrived with', () => {
    const arrived = document.createElement('meta');
    arrived.name = 'robots';
    arrived.content = 'noindex';
    arrived.setAttribute('data-page-robots', '');
    document.head.append(arrived);
    const { unmount } = render(<PrivatePage />);
    expect([...robotsTags()].map((tag) => tag.content)).toEqual(['noindex']);
    unmount();
    expect(robotsTags()).toHaveLength(0);
  });
});
