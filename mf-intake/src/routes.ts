import { MANAGE_BOOKING_PATH, VERIFY_LETTER_PAGE } from '@frc/contracts/browser';
import { pageRoute, type PageRoute } from '@frc/ui/pageRoutes';

/**
 * The intake remote's pages, declared once (see @frc/ui/pageRoutes): App.tsx routes them, the build publishes them
 * (routes.json for the shell, public-pages.xml for the sitemap). The thank-you, confirmation and booking change pages
 * only make sense after a request was sent or a link was mailed, so search engines are kept off them.
 */
export const ROUTES: readonly PageRoute[] = [
  pageRoute('/contact-us', 'Contact us', () => import('./pages/ContactUsPage').then((page) => page.ContactUsPage)),
  pageRoute('/contact-us/thank-you', 'Thank you', () => import('./pages/ThankYouPage').then((page) => page.ThankYouPage), { indexable: false }),
  pageRoute('/contact-us/confirm', 'Confirm a request', () => import('./pages/ConfirmRequestPage').then((page) => page.ConfirmRequestPage), {
    indexable: false,
  }),
  pageRoute(VERIFY_LETTER_PAGE, 'Check a signed letter', () => import('./pages/VerifyLetterPage').then((page) => page.VerifyLetterPage)),
  pageRoute(MANAGE_BOOKING_PATH, 'Your free consultation', () => import('./pages/ManageBookingPage').then((page) => page.ManageBookingPage), { indexable: false }),
];
