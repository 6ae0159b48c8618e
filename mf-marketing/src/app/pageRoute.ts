import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDeclaration } from '@frc/federation';

/** A page of the marketing remote: its declaration, a label for the stand-alone harness, and its code, loaded on demand. */
export interface PageRoute extends RouteDeclaration {
  harnessLabel: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Starts fetching the page's code ahead of its first render (the same download `Page` waits for). */
  load: () => Promise<unknown>;
}

export type PageOptions = Omit<RouteDeclaration, 'path' | 'layout'>;

export function pageRoute(path: string, harnessLabel: string, load: () => Promise<{ default: ComponentType }>, options: PageOptions = {}): PageRoute {
  return { path, harnessLabel, Page: lazy(load), load, ...options };
}
