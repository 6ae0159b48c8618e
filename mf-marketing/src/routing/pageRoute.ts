import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page of the marketing remote: its path, a label for the stand-alone harness, and its code, loaded on demand. */
export interface PageRoute {
  path: string;
  harnessLabel: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Starts fetching the page's code ahead of its first render (the same download `Page` waits for). */
  load: () => Promise<unknown>;
  /** Set on an old address that shows another page's content: the page search engines should index instead. */
  aliasOf?: string;
}

export function pageRoute(
  path: string,
  harnessLabel: string,
  load: () => Promise<{ default: ComponentType }>,
  options: { aliasOf?: string } = {},
): PageRoute {
  return { path, harnessLabel, Page: lazy(load), load, ...options };
}
