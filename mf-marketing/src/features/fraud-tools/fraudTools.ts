import {
  Activity,
  BadgeCheck,
  Blocks,
  CreditCard,
  Fingerprint,
  Fish,
  Globe,
  KeyRound,
  Lock,
  MailCheck,
  MailX,
  PhoneIncoming,
  ScanSearch,
  ShieldCheck,
  Star,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';

/** Our own short, fair review of a tool: what it does, who it helps, and where it stops helping. */
export interface ToolReview {
  whatItDoes: readonly string[];
  whoItHelps: readonly string[];
  limits: readonly string[];
  verdict: string;
}

/** Where a tool lives: an outside website (opened in a new tab), or a page of ours. */
export type ToolWebsite = { kind: 'external'; href: string } | { kind: 'internal'; to: string; label: string };

/** A card of the tool directory (the spec's title, description, readMoreLink, websiteLink, image) with its review. */
export interface FraudTool {
  slug: string;
  title: string;
  /** What kind of tool it is, in a few words. */
  kind: string;
  description: string;
  website: ToolWebsite;
  Icon: LucideIcon;
  /** Colour of the drawn tile behind the icon. */
  tone: 'brand' | 'accent' | 'cta' | 'dark';
  audience: 'Everyone' | 'Businesses';
  review: ToolReview;
}

export const FRAUD_TOOLS: readonly FraudTool[] = [
  {
    slug: 'cleartrace-scam-detector',
    title: 'ClearTrace Scam Detector',
    kind: 'Company and wallet check',
    description: 'Our own check: search a broker, exchange or platform against our blacklist, or ask our team to look into it before you pay.',
    website: { kind: 'internal', to: '/black-list-scams', label: 'Open the blacklist search' },
    Icon: ShieldCheck,
    tone: 'accent',
    audience: 'Everyone',
    review: {
      whatItDoes: [
        'Searches our blacklist of companies that cheated people or show the marks of a scam, and our separate list of people who pretend to be us.',
        'For anything the online search does not settle, our investigators check the company, its licences, its web addresses and, where crypto is involved, its wallets.',
      ],
      whoItHelps: [
        'Anyone about to invest with a platform they found online, through social media or after a cold call.',
        'People who have already paid and want to know whether they are dealing with a scam before they send more.',
      ],
      limits: [
        'Scammers open new brands every week. A name that is not on the list is not proof that a company is honest.',
        'The search on this website covers a sample of the list; a full check needs a message to our team.',
      ],
      verdict: 'A good first stop, and free. Treat a clean result as "not known to us yet", not as a seal of approval.',
    },
  },
  {
    slug: 'true-caller',
    title: 'Truecaller',
    kind: 'Caller identification app',
    description: 'A phone app that shows who is calling and warns about numbers that many users have reported as spam or fraud.',
    website: { kind: 'external', href: 'https://www.truecaller.com/' },
    Icon: PhoneIncoming,
    tone: 'brand',
    audience: 'Everyone',
    review: {
      whatItDoes: [
        'Identifies unknown callers and flags numbers that other users have reported as spam, sales or fraud, before you answer.',
        'Lets you block numbers and report new ones, so the warning reaches other users.',
      ],
      whoItHelps: ['People who receive cold calls about investments, "account security" or recovery offers.', 'Older relatives who find it hard to say no on the phone.'],
      limits: [
        'Scammers spoof numbers, so a call can look as if it comes from a bank or a regulator. A clean caller ID proves nothing.',
        'The app works from its users\' reports and contact lists; read its privacy settings before you share your own contacts.',
      ],
      verdict: 'Useful as an early warning. The rule still stands: hang up and call the organisation back on a number you looked up yourself.',
    },
  },
  {
    slug: 'expressVPN',
    title: 'ExpressVPN',
    kind: 'Virtual private network',
    description: 'A paid VPN service that encrypts your internet traffic, which matters most on public Wi-Fi in cafés, hotels and airports.',
    website: { kind: 'external', href: 'https://www.expressvpn.com/' },
    Icon: Lock,
    tone: 'dark',
    audience: 'Everyone',
    review: {
      whatItDoes: [
        'Creates an encrypted tunnel between your device and the VPN service, so other people on the same network cannot read or tamper with your traffic.',
        'Hides your home IP address from the websites you visit.',
      ],
      whoItHelps: ['People who check bank or exchange accounts on public Wi-Fi.', 'Travellers who use hotel and airport networks.'],
      limits: [
        'A VPN does not stop phishing, fake websites or a scammer who talks you into paying. Most fraud we see would have happened with or without one.',
        'You move your trust from the local network to the VPN company. It is a paid subscription.',
      ],
      verdict: 'Sensible protection on networks you do not control. Do not expect it to protect you from scams themselves.',
    },
  },
  {
    slug: 'seon',
    title: 'SEON',
    kind: 'Fraud prevention for businesses',
    description: 'A fraud prevention platform that scores sign-ups and payments using e-mail, phone, IP and device signals.',
    website: { kind: 'external', href: 'https://seon.io/' },
    Icon: Fingerprint,
    tone: 'brand',
    audience: 'Businesses',
    review: {
      whatItDoes: [
        'Looks at the digital footprint of an e-mail address or phone number, the device and the connection behind a sign-up or payment, and gives a risk score.',
        'Lets fraud teams write their own rules and review flagged cases.',
      ],
      whoItHelps: ['Online shops, fintech companies and platforms that need to stop fake accounts and payment fraud.', 'Crypto businesses that need risk checks alongside their KYC.'],
      limits: ['A business tool that needs technical integration; it is not something a private person can use to check a scammer.', 'Scores are signals, not verdicts: a team still has to review borderline cases.'],
      verdict: 'Worth a look for a business fighting fake sign-ups. Of no direct use to a scam victim.',
    },
  },
  {
    slug: 'kount',
    title: 'Kount',
    kind: 'Payment fraud prevention',
    description: 'A fraud prevention service for online merchants that screens card payments, account logins and chargebacks.',
    website: { kind: 'external', href: 'https://kount.com/' },
    Icon: CreditCard,
    tone: 'cta',
    audience: 'Businesses',
    review: {
      whatItDoes: [
        'Screens online orders and card payments for signs of fraud before they are accepted.',
        'Helps merchants handle account takeover attempts and disputes over chargebacks.',
      ],
      whoItHelps: ['E-commerce businesses that lose money to stolen cards and fraudulent chargebacks.'],
      limits: ['Built for merchants and their payment teams; it does nothing for a consumer who was talked into paying a scammer.', 'Like every scoring system, it needs tuning to avoid turning away honest customers.'],
      verdict: 'A merchant\'s tool. If your card was misused, talk to your card issuer instead.',
    },
  },
  {
    slug: 'sift',
    title: 'Sift',
    kind: 'Trust and safety platform',
    description: 'A platform that helps online businesses stop payment fraud, account takeovers, fake accounts and scam content.',
    website: { kind: 'external', href: 'https://sift.com/' },
    Icon: Activity,
    tone: 'accent',
    audience: 'Businesses',
    review: {
      whatItDoes: ['Watches the behaviour of users across a site or app and flags what looks like fraud or abuse, from stolen cards to scam messages between users.'],
      whoItHelps: ['Marketplaces, dating and social platforms where scammers contact users.', 'Online businesses with large numbers of accounts and payments.'],
      limits: ['An enterprise service that must be integrated by the business; individuals cannot use it.', 'It helps platforms remove scammers; it cannot recover money already lost.'],
      verdict: 'Good news for users of the platforms that run it, but not a tool a victim can pick up.',
    },
  },
  {
    slug: 'whois',
    title: 'WHOIS lookup',
    kind: 'Domain registration check',
    description: 'Look up when a web address was registered and through which registrar. A "bank" or "broker" created last month is a warning sign.',
    website: { kind: 'external', href: 'https://lookup.icann.org/' },
    Icon: Globe,
    tone: 'brand',
    audience: 'Everyone',
    review: {
      whatItDoes: [
        'Shows the public registration record of a domain name: when it was created and last changed, when it expires and which registrar handles it.',
        'Gives the registrar\'s abuse contact, where you can report a fraudulent website.',
      ],
      whoItHelps: ['Anyone checking a trading platform, shop or "recovery service" before paying.', 'Victims who want to report a scam site to the company that registered it.'],
      limits: [
        'Owner details are usually hidden for privacy, so you rarely learn who is behind a site.',
        'An old domain is not proof of honesty: scammers buy expired domains with a history.',
      ],
      verdict: 'Free, quick and often telling. A platform that claims years of history on a domain a few weeks old has answered your question.',
    },
  },
  {
    slug: 'domaintools',
    title: 'DomainTools',
    kind: 'Domain intelligence',
    description: 'Professional domain and DNS intelligence: registration history, related domains and infrastructure shared by scam sites.',
    website: { kind: 'external', href: 'https://www.domaintools.com/' },
    Icon: Waypoints,
    tone: 'dark',
    audience: 'Businesses',
    review: {
      whatItDoes: [
        'Keeps the history of domain registrations and DNS records, so investigators can see how a site changed and which other sites share its servers, registrant or name servers.',
        'Helps map networks of clone sites run by the same people.',
      ],
      whoItHelps: ['Security teams, investigators and researchers. We use this kind of data when we map a fraud network.'],
      limits: ['Most of its depth is in paid plans meant for professionals.', 'The data points to connections; turning them into evidence takes experience.'],
      verdict: 'A professional\'s instrument. For a quick check of one site, a free WHOIS lookup is enough.',
    },
  },
  {
    slug: 'google-authenticator',
    title: 'Google Authenticator',
    kind: 'Two-step verification app',
    description: 'A free app that creates one-time sign-in codes, so a stolen password alone is not enough to enter your e-mail or exchange account.',
    website: { kind: 'external', href: 'https://support.google.com/accounts/answer/1066447' },
    Icon: KeyRound,
    tone: 'accent',
    audience: 'Everyone',
    review: {
      whatItDoes: ['Generates a new six-digit code every 30 seconds for each account you connect, which you type in after your password.'],
      whoItHelps: ['Everyone with an e-mail, bank or crypto exchange account; e-mail comes first, because it resets every other password.'],
      limits: [
        'It cannot help if you read a code out to someone. No honest company will ever ask you for it.',
        'Set up a backup (backup codes or synced codes) before you change or lose your phone, or you may lock yourself out.',
      ],
      verdict: 'One of the best free protections there is. Turn it on today, starting with your e-mail.',
    },
  },
  {
    slug: 'spam-titan',
    title: 'SpamTitan',
    kind: 'E-mail security for businesses',
    description: 'E-mail filtering that blocks spam, phishing and malware before they reach a company\'s inboxes.',
    website: { kind: 'external', href: 'https://www.titanhq.com/spamtitan/' },
    Icon: MailX,
    tone: 'cta',
    audience: 'Businesses',
    review: {
      whatItDoes: ['Filters incoming e-mail for a business and holds back spam, phishing messages and dangerous attachments.'],
      whoItHelps: ['Small and medium businesses and the IT providers who run their e-mail, especially against business e-mail compromise.'],
      limits: ['A service for organisations; personal e-mail providers already filter spam themselves.', 'No filter catches every well-crafted phishing e-mail; staff still need to check payment changes by phone.'],
      verdict: 'A solid layer for a business. Pair it with a firm rule: bank details are never changed on the strength of an e-mail.',
    },
  },
  {
    slug: 'trust-pilot',
    title: 'Trustpilot',
    kind: 'Customer reviews',
    description: 'A review site where customers rate companies. Useful to read complaints, as long as you read them with care.',
    website: { kind: 'external', href: 'https://www.trustpilot.com/' },
    Icon: Star,
    tone: 'brand',
    audience: 'Everyone',
    review: {
      whatItDoes: ['Collects reviews of companies from their customers and shows how the company answers complaints.'],
      whoItHelps: ['Anyone checking the reputation of a platform or service before signing up.'],
      limits: [
        'Scam platforms buy or write fake five-star reviews. Look at the one- and two-star reviews, the dates, and whether many reviews appeared at once.',
        'Complaints about "withdrawals pending" or "extra fees to withdraw" matter more than any average score.',
      ],
      verdict: 'Helpful if you read the bad reviews first. Never let a high score outweigh a warning from a regulator.',
    },
  },
  {
    slug: 'mx-toolbox',
    title: 'MxToolbox',
    kind: 'E-mail and DNS diagnostics',
    description: 'Free tools to read e-mail headers and check a domain\'s mail records, which shows whether an e-mail really came from where it claims.',
    website: { kind: 'external', href: 'https://mxtoolbox.com/' },
    Icon: MailCheck,
    tone: 'dark',
    audience: 'Everyone',
    review: {
      whatItDoes: [
        'Analyses the headers of an e-mail you paste in, showing the servers it passed through and whether it passed the sender checks (SPF, DKIM, DMARC).',
        'Checks whether a domain or mail server appears on spam blocklists.',
      ],
      whoItHelps: ['Anyone who received a convincing e-mail from a "bank", "exchange" or "regulator" and wants to know whether it is genuine.', 'Businesses setting up their own e-mail protection.'],
      limits: ['Reading headers takes some practice.', 'A message that passes every check can still come from a look-alike domain the scammers own; check the domain itself too.'],
      verdict: 'Excellent for the technically curious. If in doubt, forward the e-mail to us or to the company it claims to be from.',
    },
  },
  {
    slug: 'labnol',
    title: 'Digital Inspiration (labnol.org)',
    kind: 'Free web tools',
    description: 'A collection of free web tools, among them a reverse image search that helps check whether a profile photo was taken from someone else.',
    website: { kind: 'external', href: 'https://www.labnol.org/' },
    Icon: ScanSearch,
    tone: 'accent',
    audience: 'Everyone',
    review: {
      whatItDoes: ['Offers simple browser tools, including a reverse image search: upload a photo and see where else it appears online.'],
      whoItHelps: [
        'People who met an "investor", "trader" or new friend online and want to check whether the photos are stolen, a common sign of romance and investment scams.',
      ],
      limits: ['A photo that appears nowhere else is not proof of anything; scammers now also use generated faces.', 'It is a collection of small utilities, not a fraud service.'],
      verdict: 'Worth thirty seconds before you trust a stranger with money. Stolen photos are one of the most reliable red flags.',
    },
  },
  {
    slug: 'phishtank',
    title: 'PhishTank',
    kind: 'Phishing site database',
    description: 'A community database of reported phishing websites, where you can check a suspicious link before you open it.',
    website: { kind: 'external', href: 'https://phishtank.org/' },
    Icon: Fish,
    tone: 'cta',
    audience: 'Everyone',
    review: {
      whatItDoes: ['Lets people look up a web address against a shared list of reported and verified phishing pages.'],
      whoItHelps: ['Anyone who received a link by text message or e-mail and wants a second opinion.', 'Developers who build phishing checks into their own products.'],
      limits: ['New phishing pages appear every minute; a link that is not listed may simply be too new.', 'Checking a link is safer than opening it, but not opening it at all is safer still.'],
      verdict: 'Good as a second opinion. The best rule for links in unexpected messages is still not to click them.',
    },
  },
  {
    slug: 'broker-check',
    title: 'BrokerCheck',
    kind: 'Broker registration check',
    description: 'A free search of registered brokers and investment advisers in the United States, with their history and any disciplinary records.',
    website: { kind: 'external', href: 'https://brokercheck.finra.org/' },
    Icon: BadgeCheck,
    tone: 'brand',
    audience: 'Everyone',
    review: {
      whatItDoes: ['Shows whether a person or firm is registered to sell securities or give investment advice in the United States, and lists complaints and sanctions.'],
      whoItHelps: ['Anyone approached with a stock, bond or "pre-IPO" offer by someone claiming to be a US broker.'],
      limits: [
        'It covers the United States only; other countries have their own registers, and we can tell you which one to check.',
        'Clone firms copy the names of real, registered firms. Contact the firm only through the details in the official record, never those the caller gives you.',
      ],
      verdict: 'Essential for anything sold as a US security. A seller who is not on it should not have your money.',
    },
  },
  {
    slug: 'etherscan',
    title: 'Etherscan',
    kind: 'Blockchain explorer',
    description: 'A free explorer for the Ethereum blockchain: look up a transaction or wallet address and see where the funds went next.',
    website: { kind: 'external', href: 'https://etherscan.io/' },
    Icon: Blocks,
    tone: 'dark',
    audience: 'Everyone',
    review: {
      whatItDoes: [
        'Shows every transaction of an Ethereum address, the tokens it holds and the contracts it talks to, with labels for many known services.',
        'Lets you confirm that a payment you made really happened and to which address.',
      ],
      whoItHelps: ['Victims who want to gather their transaction IDs and the scam addresses for a report.', 'Anyone checking a token contract before buying.'],
      limits: [
        'An explorer shows the trail; it cannot freeze or return funds, and following a trail through many hops takes expertise.',
        'Beware of fake "Etherscan support" accounts offering to recover your funds. Etherscan does not do that.',
      ],
      verdict: 'The right place to collect the facts of a crypto loss. Send us what you find and we will follow the rest.',
    },
  },
];

export function findFraudTool(slug: string | undefined): FraudTool | undefined {
  return FRAUD_TOOLS.find((tool) => tool.slug === slug);
}

/** The review page of a tool, as the directory links to it (with the trailing slash). */
export function toolReviewPath(slug: string): string {
  return `/fraud-prevention-review/${slug}/`;
}
