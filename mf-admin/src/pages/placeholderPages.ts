export interface PlaceholderPageContent {
  /** Absolute route path, as the shell hands the whole URL to the remote. */
  path: string;
  heading: string;
  /** What the page is meant to hold, said plainly. */
  purpose: string;
}

export const PLACEHOLDER_PAGES: readonly PlaceholderPageContent[] = [
  {
    path: '/admin/users',
    heading: 'Users',
    purpose: 'This is where the team would look up and manage client accounts.',
  },
  {
    path: '/admin/cases',
    heading: 'Cases',
    purpose: 'This is where the team would follow each case from first request to outcome.',
  },
  {
    path: '/admin/analytics',
    heading: 'Analytics',
    purpose: 'This is where the team would see trends in requests and case outcomes over time.',
  },
  {
    path: '/admin/settings',
    heading: 'Settings',
    purpose: 'This is where the team would change how the admin area works.',
  },
];
