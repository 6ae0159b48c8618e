import type { ReactNode } from 'react';

/** What the shell hands every remote's `./App`: the one 404 page of the site. */
export interface RemoteAppProps {
  notFound: ReactNode;
}
