export interface SitemapLink {
  label: string;
  to: string;
}

export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

/** Every page a visitor may look for, by area. Each path is a route of the shell's route table. */
export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    title: 'Main pages',
    links: [
      { label: 'Home', to: '/' },
      { label: 'About us', to: '/about-us' },
      { label: 'Contact us', to: '/contact-us' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'Track record', to: '/track-record' },
      { label: 'Frequently asked questions', to: '/faq' },
      { label: 'Affiliate program', to: '/affiliate' },
    ],
  },
  {
    title: 'Investigation services',
    links: [
      { label: 'All investigation services', to: '/investigation' },
      { label: 'Cyber investigations', to: '/cyber-investigations' },
      { label: 'Crypto asset tracing', to: '/crypto-asset-tracing' },
      { label: 'Digital currency', to: '/digital-currency' },
      { label: 'KYC services', to: '/kyc-services' },
    ],
  },
  {
    title: 'Professional consulting',
    links: [
      { label: 'All consulting services', to: '/professional-consulting' },
      { label: 'Scam restitution consulting', to: '/scam-restitution-consulting' },
      { label: 'Alternative dispute resolution guidance', to: '/adr-guidance' },
      { label: 'Regulatory compliance and other services', to: '/regulatory-compliance-and-other-services' },
      { label: 'AML compliance', to: '/aml-compliance' },
    ],
  },
  {
    title: 'Scams we investigate',
    links: [
      { label: 'Binary options scams', to: '/binary-options-scams' },
      { label: 'Digital currency scams', to: '/digital-currency-scams' },
      { label: 'Forex scams', to: '/forex-scams' },
      { label: 'Stock trading scams', to: '/stock-trading-scams' },
      { label: 'Financial scams', to: '/financial-scams' },
      { label: 'Credit card phishing', to: '/credit-card-phishing' },
      { label: 'Romance scams', to: '/romance-scams' },
      { label: 'Property scams', to: '/property-scams' },
    ],
  },
  {
    title: 'Protect yourself',
    links: [
      { label: 'Scam blacklist', to: '/black-list-scams' },
      { label: 'Imposters and copycats', to: '/black-list-imposters-copycats' },
      { label: 'Whistleblowing', to: '/whistleblowing' },
      { label: 'Fraud prevention tools', to: '/fraud-prevention-tools' },
    ],
  },
  {
    title: 'Blog',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Latest news', to: '/blog/latest-news' },
      { label: 'Case studies', to: '/blog/case-studies' },
      { label: 'Scam prevention tips', to: '/blog/scam-prevention-tips' },
      { label: 'Newsletter sign-up', to: '/newsletter-signup' },
    ],
  },
  {
    title: 'Legal and support',
    links: [
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Terms of service', to: '/terms-of-service' },
      { label: 'Cookie policy', to: '/cookie-policy' },
      { label: 'Support', to: '/support' },
    ],
  },
  {
    title: 'Client area',
    links: [
      { label: 'Client login', to: '/login' },
      { label: 'My profile', to: '/dashboard/profile' },
      { label: 'My cases', to: '/dashboard/cases' },
      { label: 'Settings', to: '/dashboard/settings' },
    ],
  },
];
