import { createContext, useContext, type ReactNode } from 'react';

const NotFoundContext = createContext<ReactNode>(null);

export const NotFoundProvider = NotFoundContext.Provider;

/** The shell's 404 page, for pages that find nothing at their path (an unknown blog slug, say). */
export function NotFound() {
  return <>{useContext(NotFoundContext)}</>;
}
