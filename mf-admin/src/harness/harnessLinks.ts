import type { HarnessLink } from '@frc/federation';

export const HARNESS_LINKS: readonly HarnessLink[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/does-not-exist', label: 'Unknown admin path' },
];
