import { pageRoute, type PageRoute } from '../routing/pageRoute';

/** Pages of this remote: home, about, testimonials, track record, FAQ, affiliate, sitemap and the policies. */
export const CORE_PAGES: readonly PageRoute[] = [
  pageRoute('/', 'Get your money back from a scam', () => import(/* webpackChunkName: "home-page" */ '../pages/home/HomePage')),
  pageRoute('/about-us', 'About us', () => import('../pages/about/AboutPage')),
  pageRoute('/testimonials', 'Testimonials', () => import('../pages/testimonials/TestimonialsPage')),
  pageRoute('/track-record', 'Track record', () => import('../pages/track-record/TrackRecordPage')),
  pageRoute('/faq', 'Frequently asked questions', () => import('../pages/faq/FaqPage')),
  pageRoute('/affiliate', 'Affiliate program', () => import('../pages/affiliate/AffiliatePage')),
  pageRoute('/sitemap', 'Sitemap', () => import('../pages/sitemap/SitemapPage')),
  pageRoute('/privacy-policy', 'Privacy Policy', () => import('../pages/privacy-policy/PrivacyPolicyPage')),
  pageRoute('/terms-of-service', 'Terms of Service', () => import('../pages/terms-of-service/TermsOfServicePage')),
];
