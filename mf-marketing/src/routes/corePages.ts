import { placeholderPage } from '../pages/PageUnderConstruction';
import { pageRoute, type PageRoute } from '../routing/pageRoute';

/** Pages of this remote: home, about, testimonials, track record, FAQ, affiliate, sitemap and the policies. */
export const CORE_PAGES: readonly PageRoute[] = [
  pageRoute('/', 'Get your money back from a scam', placeholderPage('Get your money back from a scam')),
  pageRoute('/about-us', 'About us', placeholderPage('About us')),
  pageRoute('/testimonials', 'Testimonials', placeholderPage('Testimonials')),
  pageRoute('/track-record', 'Track record', placeholderPage('Track record')),
  pageRoute('/faq', 'Frequently asked questions', placeholderPage('Frequently asked questions')),
  pageRoute('/affiliate', 'Affiliate programme', placeholderPage('Affiliate programme')),
  pageRoute('/sitemap', 'Sitemap', placeholderPage('Sitemap')),
  pageRoute('/privacy-policy', 'Privacy Policy', placeholderPage('Privacy Policy')),
  pageRoute('/terms-of-service', 'Terms of Service', placeholderPage('Terms of Service')),
];
