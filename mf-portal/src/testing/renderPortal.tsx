import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { sessionStore, type SessionUser } from '@frc/session';
import { loadEveryPage } from '@frc/ui/pageRoutes';
import PortalApp from '../App';
import { ROUTES } from '../routes';

// Every page's code is loaded before a file's tests: a test's waits then measure the page, not the first import of
// its modules (on a busy machine the cases page's first import took longer than a query's default wait).
beforeAll(() => loadEveryPage(ROUTES));

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** The portal's App at `path`, as the shell mounts it, with the current location readable in the page. */
export function renderPortal(path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PortalApp notFound={<h1>Page not found</h1>} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}

export function signInAs(user: SessionUser, token = 'token-123') {
  sessionStore.getState().setToken(token);
  sessionStore.getState().setUser(user);
}
