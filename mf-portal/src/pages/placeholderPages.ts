export interface PlaceholderPageContent {
  /** Path below /dashboard. */
  path: string;
  title: string;
  /** What the page will offer, in plain words. */
  coming: string;
}

export const PLACEHOLDER_PAGES: readonly PlaceholderPageContent[] = [
  {
    path: 'settings',
    title: 'Settings',
    coming: 'This page will let you choose how we contact you about your cases. It is not ready yet.',
  },
];
