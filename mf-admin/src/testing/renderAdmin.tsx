import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../App';
import { LocationProbe } from './LocationProbe';

export const TEST_NOT_FOUND = <h1>Test 404</h1>;

/** The admin remote at `path`, as the shell mounts it, with a probe of the router's path. */
export function renderAdminAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App notFound={TEST_NOT_FOUND} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
