import type { HarnessLink } from '@frc/federation';

export const HARNESS_LINKS: readonly HarnessLink[] = [{ to: '/admin', label: 'Admin dashboard' }];
