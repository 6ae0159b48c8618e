import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RouteTable } from '../routing/routeTable';
import { App } from './App';

const COMPLETE: RouteTable = { owners: [{ path: '/contact-us', remote: 'intake', layout: 'main' }], complete: true };
const INCOMPLETE: RouteTable = { owners: [{ path: '/contact-us', remote: 'intake', layout: 'main' }], complete: false };

function renderAt(path: string, routes: RouteTable, reloadRoutes = jest.fn(async () => COMPLETE)) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App routes={routes} reloadRoutes={reloadRoutes} />
    </MemoryRouter>,
  );
  return reloadRoutes;
}

describe('App, for a path no remote claims', () => {
  it('shows the 404 page inside the site\'s header and footer when every remote\'s routes were read', () => {
    renderAt('/no-such-page', COMPLETE);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('does not call the page missing while a remote\'s routes could not be read: it offers Retry, which reads them again', async () => {
    const reloadRoutes = renderAt('/no-such-page', INCOMPLETE);
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, we couldn’t load this page.' })).toBeInTheDocument();
    expect(screen.queryByText('404 - Page Not Found')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadRoutes).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
