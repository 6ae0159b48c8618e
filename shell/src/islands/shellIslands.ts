import type { ComponentType } from 'react';
import type { IslandProps } from '@frc/federation';

/** The shell's own islands (`shell/Name`), each its own chunk, fetched when one on the page hydrates. */
export const shellIslands: Record<string, () => Promise<ComponentType<IslandProps>>> = {
  Header: () => import('../layout/header/Header').then((module) => module.Header),
  ScrollToTopButton: () => import('../layout/ScrollToTopButton').then((module) => module.ScrollToTopButton),
};
