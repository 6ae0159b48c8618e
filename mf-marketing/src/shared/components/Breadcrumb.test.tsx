import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';

const TRAIL = [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'Forex regulation' }];

describe('Breadcrumb', () => {
  it('shows where the page sits, the current page last and unlinked', () => {
    render(<Breadcrumb trail={TRAIL} />, { wrapper: MemoryRouter });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/blog']);
    expect(within(nav).getByText('Forex regulation')).toHaveAttribute('aria-current', 'page');
  });

  it('says the same trail to search engines as a BreadcrumbList, while it is shown', () => {
    const { unmount } = render(<Breadcrumb trail={TRAIL} />, { wrapper: MemoryRouter });
    const block = () => document.head.querySelector('script[type="application/ld+json"][data-key="breadcrumb"]');
    expect(JSON.parse(block()?.textContent ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost/blog' },
        { '@type': 'ListItem', position: 3, name: 'Forex regulation' },
      ],
    });
    unmount();
    expect(block()).toBeNull();
  });
});
