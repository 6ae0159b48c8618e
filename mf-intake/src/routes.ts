import type { RouteDeclaration } from '@frc/federation';

/**
 * The intake remote's pages, declared once: App.tsx routes them, the build publishes them (routes.json for
 * the shell, public-pages.xml for the sitemap). The thank-you and confirmation pages only make sense after a
 * request was sent or a link was mailed, so search engines are kept off them.
 */
export const ROUTES = {
  contactUs: { path: '/contact-us' },
  thankYou: { path: '/contact-us/thank-you', indexable: false },
  confirm: { path: '/contact-us/confirm', indexable: false },
} as const satisfies Record<string, RouteDeclaration>;
