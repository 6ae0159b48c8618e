import type { HarnessLink } from '@frc/federation';
import { harnessLinksOf } from '@frc/ui/pageRoutes';
import { ROUTES } from '../routes';

export const HARNESS_LINKS: readonly HarnessLink[] = harnessLinksOf(ROUTES);
