import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadEveryPage } from '@frc/ui/pageRoutes';
import App from '../App';
import { ROUTES } from '../routes';
import { LocationProbe } from './LocationProbe';

export const TEST_NOT_FOUND = <h1>Test 404</h1>;

// Every page's code is loaded before a file's tests: a test's waits then measure the page, not the first import of
// its modules, which on a busy machine took longer than a query's default wait.
beforeAll(() => loadEveryPage(ROUTES));

/** The admin remote at `path`, as the shell mounts it, with a probe of the router's path. */
export function renderAdminAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App notFound={TEST_NOT_FOUND} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
