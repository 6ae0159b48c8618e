import { placeholderPage } from '../pages/PageUnderConstruction';
import { pageRoute, type PageRoute } from '../routing/pageRoute';

/** Pages of this remote: blacklists, whistleblowing, fraud-prevention tools, blog, news, case studies, tips and the remaining linked pages. */
export const RESOURCE_PAGES: readonly PageRoute[] = [
  pageRoute('/cookie-policy', 'Cookie policy', placeholderPage('Cookie policy')),
  pageRoute('/support', 'Support', placeholderPage('Support')),
  pageRoute('/newsletter-signup', 'Newsletter sign-up', placeholderPage('Newsletter sign-up')),
  pageRoute('/black-list-scams', 'Scam blacklist', placeholderPage('Scam blacklist')),
  pageRoute('/black-list-imposters-copycats', 'Imposters and copycats', placeholderPage('Imposters and copycats')),
  pageRoute('/whistleblowing', 'Whistleblowing', placeholderPage('Whistleblowing')),
  pageRoute('/fraud-prevention-tools', 'Fraud prevention tools', placeholderPage('Fraud prevention tools')),
  pageRoute('/fraud-prevention-review/:toolSlug', 'Fraud prevention tool review', placeholderPage('Fraud prevention tool review')),
  pageRoute('/blog', 'Blog', placeholderPage('Blog')),
  pageRoute('/blog/latest-news', 'Latest news', placeholderPage('Latest news')),
  pageRoute('/blog/case-studies', 'Case studies', placeholderPage('Case studies')),
  pageRoute('/blog/scam-prevention-tips', 'Scam prevention tips', placeholderPage('Scam prevention tips')),
  pageRoute('/blog/category/:category', 'Blog category', placeholderPage('Blog category')),
  pageRoute('/blog/article/:articleId', 'News article', placeholderPage('News article')),
  pageRoute('/blog/case-study/:caseStudyId', 'Case study', placeholderPage('Case study')),
  pageRoute('/blog/:slug', 'Blog article', placeholderPage('Blog article')),
];
