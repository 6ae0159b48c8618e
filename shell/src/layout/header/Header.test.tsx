import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { sessionStore } from '@frc/session';
import { Header } from './Header';

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
      <main>
        <button type="button">Page content</button>
        <Link to="/faq">Page link to the FAQ</Link>
      </main>
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

// A <summary> has no role to query by: the toggles are found by their text or label, and their state is their <details>'.
const servicesButton = () => screen.getByText('Services', { selector: 'summary' });
const menuToggle = (label: 'Open menu' | 'Close menu') => screen.getByLabelText(label, { selector: 'summary' });
const isOpen = (summary: HTMLElement) => (summary.closest('details') as HTMLDetailsElement).open;

// The mobile menu stays in the page inside its <details>; closed, it is not shown.
function expectMobileMenuClosed() {
  expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeVisible();
  expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true }).closest('details')).not.toHaveAttribute('open');
}

afterEach(() => {
  act(() => sessionStore.getState().signOut());
  scrollTo(0);
  jest.useRealTimers();
});

describe('Header', () => {
  it('links home, about, FAQ, contact and the get-your-money-back button', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getAllByRole('link', { name: 'Get your money back' })[0]).toHaveAttribute('href', '/contact-us');
  });

  it("leaves its menus' <summary> without a role or aria-expanded, which the HTML standard forbids there", () => {
    renderHeader();
    for (const summary of [servicesButton(), menuToggle('Open menu')]) {
      expect(summary).not.toHaveAttribute('role');
      expect(summary).not.toHaveAttribute('aria-expanded');
      expect(summary).toHaveAttribute('aria-controls', summary.nextElementSibling!.id);
    }
  });

  it('becomes fixed only once the page is scrolled more than 50 px', () => {
    const { container } = renderHeader();
    const header = container.querySelector('header');
    scrollTo(50);
    expect(header).toHaveAttribute('data-fixed', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-fixed', 'true');
    scrollTo(10);
    expect(header).toHaveAttribute('data-fixed', 'false');
  });

  it('opens the services dropdown on hover and closes it 100 ms after the pointer leaves', () => {
    jest.useFakeTimers();
    renderHeader();
    const menu = servicesButton().parentElement as HTMLElement;
    fireEvent.pointerEnter(menu);
    expect(isOpen(servicesButton())).toBe(true);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Cyber Investigations' })).toBeVisible();

    fireEvent.pointerLeave(menu);
    act(() => jest.advanceTimersByTime(99));
    expect(isOpen(servicesButton())).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen(servicesButton())).toBe(false);
  });

  it('keeps the dropdown open when the pointer comes back within 100 ms', () => {
    jest.useFakeTimers();
    renderHeader();
    const menu = servicesButton().parentElement as HTMLElement;
    fireEvent.pointerEnter(menu);
    fireEvent.pointerLeave(menu);
    act(() => jest.advanceTimersByTime(60));
    fireEvent.pointerEnter(menu);
    act(() => jest.advanceTimersByTime(500));
    expect(isOpen(servicesButton())).toBe(true);
  });

  it('closes the dropdown on a click outside it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(servicesButton());
    expect(isOpen(servicesButton())).toBe(true);
    fireEvent.mouseDown(document.body);
    expect(isOpen(servicesButton())).toBe(false);
  });

  it('lists both service groups with their exact paths and works by keyboard', async () => {
    const user = userEvent.setup();
    renderHeader();
    servicesButton().focus();
    await user.keyboard('{Enter}');
    const investigation = screen.getByRole('list', { name: 'Investigation' });
    expect(within(investigation).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/cyber-investigations',
      '/stock-trading-scams',
      '/crypto-asset-tracing',
      '/credit-card-phishing',
      '/kyc-services',
      '/binary-options-scams',
      '/digital-currency',
      '/financial-scams',
      '/forex-scams',
    ]);
    const consulting = screen.getByRole('list', { name: 'Professional Consulting' });
    expect(within(consulting).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/scam-restitution-consulting',
      '/adr-guidance',
      '/regulatory-compliance-and-other-services',
      '/aml-compliance',
    ]);
    await user.keyboard('{Escape}');
    expect(isOpen(servicesButton())).toBe(false);
    expect(servicesButton()).toHaveFocus();
  });

  it('points the user icon at sign-in, then at the cases as soon as a user is stored, and back on sign-out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Client sign-in' })).toHaveAttribute('href', '/login');
    act(() => sessionStore.getState().setUser({ email: 'ana@example.com', name: 'Ana' }));
    expect(screen.getByRole('link', { name: 'My cases' })).toHaveAttribute('href', '/dashboard/cases');
    act(() => sessionStore.getState().signOut());
    expect(screen.getByRole('link', { name: 'Client sign-in' })).toHaveAttribute('href', '/login');
  });

  it('toggles the mobile menu, which also links the two group pages', async () => {
    const user = userEvent.setup();
    renderHeader();
    const hamburger = menuToggle('Open menu');
    await user.click(hamburger);
    const mobile = screen.getByRole('navigation', { name: 'Main menu' });
    expect(mobile).toBeVisible();
    expect(within(mobile).getByRole('link', { name: 'Investigation' })).toHaveAttribute('href', '/investigation');
    expect(within(mobile).getByRole('link', { name: 'Professional Consulting' })).toHaveAttribute(
      'href',
      '/professional-consulting',
    );
    await user.click(menuToggle('Close menu'));
    expectMobileMenuClosed();
  });

  it('closes the services dropdown when keyboard focus moves on past it, and toggles with Enter', async () => {
    renderHeader();
    servicesButton().focus();
    // Enter on a <summary> is a click with no pointer (detail 0) in a browser; user-event does not make it one.
    const pressEnter = () => fireEvent.click(servicesButton(), { detail: 0 });
    pressEnter();
    expect(isOpen(servicesButton())).toBe(true);
    pressEnter();
    expect(isOpen(servicesButton())).toBe(false);
    pressEnter();
    expect(isOpen(servicesButton())).toBe(true);
    act(() => screen.getByRole('button', { name: 'Page content' }).focus());
    expect(isOpen(servicesButton())).toBe(false);
  });

  it('closes the mobile menu on Escape and gives focus back to the hamburger', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuToggle('Open menu'));
    const mobile = screen.getByRole('navigation', { name: 'Main menu' });
    within(mobile).getByRole('link', { name: 'FAQ' }).focus();
    await user.keyboard('{Escape}');
    expectMobileMenuClosed();
    expect(menuToggle('Open menu')).toHaveFocus();
    expect(isOpen(menuToggle('Open menu'))).toBe(false);
  });

  it('closes the mobile menu on a click outside the header, or when focus moves on past it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuToggle('Open menu'));
    await user.click(screen.getByRole('button', { name: 'Page content' }));
    expectMobileMenuClosed();

    await user.click(menuToggle('Open menu'));
    act(() => screen.getByRole('button', { name: 'Page content' }).focus());
    expectMobileMenuClosed();
  });

  it('closes the mobile menu once the visitor is on a new page, however they got there', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuToggle('Open menu'));
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Forex Scams' }));
    expectMobileMenuClosed();

    await user.click(menuToggle('Open menu'));
    // A link inside the page (not the menu) changes the path while the menu is open.
    fireEvent.click(screen.getByRole('link', { name: 'Page link to the FAQ' }));
    expectMobileMenuClosed();
  });
});

describe('Header before its script runs', () => {
  const page = (
    <MemoryRouter>
      <Header />
    </MemoryRouter>
  );
  /** The header's HTML as served, in the page; `menu` is the <details> whose toggle has that label or text. */
  function servedHeader() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const menu = (toggle: string) =>
      [...container.querySelectorAll('details')].find((details) => {
        const summary = details.querySelector(':scope > summary');
        return summary?.getAttribute('aria-label') === toggle || summary?.textContent?.trim() === toggle;
      }) as HTMLDetailsElement;
    return { container, menu };
  }

  it('keeps the Services menu the visitor opened in the HTML open once hydrated, and closes it from then on', async () => {
    const { container, menu } = servedHeader();
    const details = menu('Services');
    expect(details).not.toHaveAttribute('open');
    details.open = true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(isOpen(servicesButton())).toBe(true);
    expect(screen.getAllByRole('link', { name: 'KYC Services' })[0]).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(servicesButton())).toBe(false);
    expect(details).not.toHaveAttribute('open');
    container.remove();
  });

  it('keeps the mobile menu the visitor opened in the HTML open once hydrated, and closes it from then on', async () => {
    const user = userEvent.setup();
    const { container, menu } = servedHeader();
    const details = menu('Open menu');
    expect(details).not.toHaveAttribute('open');
    // The tap the browser handled on its own, before hydration.
    details.open = true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(isOpen(menuToggle('Close menu'))).toBe(true);

    await user.click(menuToggle('Close menu'));
    expectMobileMenuClosed();
    expect(isOpen(menuToggle('Open menu'))).toBe(false);
    container.remove();
  });
});
