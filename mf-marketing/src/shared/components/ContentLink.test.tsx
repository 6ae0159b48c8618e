import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { House } from 'lucide-react';
import { ContentLink } from '@frc/ui/ContentLink';
import { LinkCards } from './LinkCards';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="*" element={<>{element}<Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ContentLink', () => {
  it('follows a site path through the router, without leaving the page', async () => {
    renderAt(<ContentLink to="/contact-us?from=card#form">Contact</ContentLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/contact-us');
  });

  it('draws https://, mailto: and tel: as plain links, with what an outside link asks for', () => {
    renderAt(
      <>
        <ContentLink to="https://www.ic3.gov" target="_blank" rel="noopener noreferrer">IC3</ContentLink>
        <ContentLink to="mailto:help@example.com">Mail</ContentLink>
        <ContentLink to="tel:+12025550147">Call</ContentLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'IC3' })).toHaveAttribute('href', 'https://www.ic3.gov');
    expect(screen.getByRole('link', { name: 'IC3' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+12025550147');
  });

  it.each(['/\\evil.example', '\\\\evil.example', '//evil.example/x', 'data:text/html,<p>x</p>', 'vbscript:MsgBox', 'file:///etc/passwd', 'javascript:alert(1)'])(
    'never makes %s a link, through the router or not',
    (target) => {
      renderAt(<ContentLink to={target}>Somewhere</ContentLink>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Somewhere')).toBeInTheDocument();
    },
  );

  it("draws a card whose link is refused as a plain card, and the others' as links", () => {
    renderAt(
      <LinkCards
        cards={[
          { title: 'Off the site', to: '/\\evil.example', Icon: House },
          { title: 'Forex scams', to: '/forex-scams', Icon: House },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Forex scams']);
    expect(screen.getByRole('heading', { name: 'Off the site' })).toBeInTheDocument();
  });
});
