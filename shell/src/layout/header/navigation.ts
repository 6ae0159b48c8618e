export interface NavLinkItem {
  to: string;
  label: string;
}

export interface ServiceGroup {
  title: string;
  /** The group's own page, linked from the mobile menu. */
  to: string;
  links: readonly NavLinkItem[];
}

export const PRIMARY_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact-us', label: 'Contact us' },
];

export const GET_MONEY_BACK: NavLinkItem = { to: '/contact-us', label: 'Get your money back' };

/** The header's user icon: a signed-in client's cases, or sign-in for everyone else. */
export const USER_ICON_LINKS: { signedIn: NavLinkItem; signedOut: NavLinkItem } = {
  signedIn: { to: '/dashboard/cases', label: 'My cases' },
  signedOut: { to: '/login', label: 'Client sign-in' },
};

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    title: 'Investigation',
    to: '/investigation',
    links: [
      { to: '/cyber-investigations', label: 'Cyber Investigations' },
      { to: '/stock-trading-scams', label: 'Stock Trading Scams' },
      { to: '/crypto-asset-tracing', label: 'Crypto Asset Tracing' },
      { to: '/credit-card-phishing', label: 'Credit Card Phishing' },
      { to: '/kyc-services', label: 'KYC Services' },
      { to: '/binary-options-scams', label: 'Binary Options Scams' },
      { to: '/digital-currency', label: 'Digital Currency' },
      { to: '/financial-scams', label: 'Financial Scams' },
      { to: '/forex-scams', label: 'Forex Scams' },
    ],
  },
  {
    title: 'Professional Consulting',
    to: '/professional-consulting',
    links: [
      { to: '/scam-restitution-consulting', label: 'Scam Restitution Consulting' },
      { to: '/adr-guidance', label: 'ADR Guidance' },
      { to: '/regulatory-compliance-and-other-services', label: 'Regulatory Compliance & Other Services' },
      { to: '/aml-compliance', label: 'AML Compliance' },
    ],
  },
];
