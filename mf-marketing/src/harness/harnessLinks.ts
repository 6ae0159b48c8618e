import type { HarnessLink } from '@frc/federation';
import { MARKETING_PAGES } from '../routes/marketingPages';

export const HARNESS_LINKS: readonly HarnessLink[] = MARKETING_PAGES.filter((page) => !page.path.includes(':')).map(
  (page) => ({ to: page.path, label: page.harnessLabel }),
);
