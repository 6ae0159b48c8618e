import type { HarnessLink } from '@frc/federation';

export const HARNESS_LINKS: readonly HarnessLink[] = [
  { to: '/login', label: 'Sign in' },
  { to: '/dashboard/cases', label: 'My cases' },
];
