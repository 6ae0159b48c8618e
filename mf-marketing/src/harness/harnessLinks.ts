import type { HarnessLink } from '@frc/federation';
import { ROUTES } from '../routes';

export const HARNESS_LINKS: readonly HarnessLink[] = ROUTES.filter((page) => !page.path.includes(':')).map(
  (page) => ({ to: page.path, label: page.harnessLabel }),
);
