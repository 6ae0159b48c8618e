import type { HarnessLink } from '@frc/federation';
import { harnessLinksOf } from '@frc/ui/pageRoutes';
import { ROUTES } from '../routes';

// Served alone, the remote talks to the API its dev server proxies /api to: sign in there as on the site.
export const HARNESS_LINKS: readonly HarnessLink[] = [...harnessLinksOf(ROUTES), { to: '/admin/does-not-exist', label: 'Unknown admin path' }];
