import type { HarnessLink } from '@frc/federation';

// Served alone, the remote talks to the API its dev server proxies /api to: sign in there as on the site.
export const HARNESS_LINKS: readonly HarnessLink[] = [
  { to: '/admin/login', label: 'Staff sign-in' },
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/does-not-exist', label: 'Unknown admin path' },
];
