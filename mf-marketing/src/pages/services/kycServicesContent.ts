import { ClipboardList, FileText, GraduationCap, ListChecks, RefreshCw, ScanFace } from 'lucide-react';
import type { ArticlePageData } from '../../features/article-page/articlePage';

export const kycServicesContent: ArticlePageData = {
  meta: {
    title: 'KYC services for crypto businesses',
    description:
      'Know-your-customer services for exchanges, wallets and other crypto businesses: risk assessment, onboarding checks, screening, ongoing monitoring and staff training.',
  },
  hero: {
    eyebrow: 'Compliance',
    title: 'KYC services for crypto businesses',
    lead: [
      'Scammers need accounts to cash out. Every crypto business that checks its customers properly closes a door on them, and protects its own licence, banking relationships and reputation.',
      'We help exchanges, wallet providers and other crypto firms build know-your-customer processes that are proportionate, defensible and workable for real customers.',
    ],
    action: { kind: 'contact' },
  },
  logoCarousel: false,
  steps: {
    title: 'Our process',
    intro: 'Six steps from a first review to a KYC programme your team runs with confidence.',
    items: [
      { title: 'Discovery', text: 'We learn your products, customers, jurisdictions and current onboarding flow, and the obligations that apply to you.', Icon: ClipboardList },
      { title: 'Risk-based design', text: 'We define customer risk levels and what each level requires, so low-risk customers pass quickly and high-risk ones get proper scrutiny.', Icon: ListChecks },
      { title: 'Identity verification', text: 'We help you select and configure document and identity checks, and set clear rules for when a human must review.', Icon: ScanFace },
      { title: 'Policies and records', text: 'We write the KYC policy and procedures, and the record-keeping that shows regulators and banks what you did and why.', Icon: FileText },
      { title: 'Ongoing reviews', text: 'We set up periodic reviews and event-driven updates of customer information, because risk changes after onboarding.', Icon: RefreshCw },
      { title: 'Training and support', text: 'We train your team on the procedures and the red flags of fraud, and stay available as questions come up.', Icon: GraduationCap },
    ],
  },
  article: {
    sections: [
      {
        id: 'what-are-kyc-services',
        title: 'What are KYC services?',
        tocLabel: 'What are KYC Services',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Know your customer (KYC) means verifying who your customers are, understanding what they intend to do with your service, and keeping that knowledge up to date. For crypto businesses in most jurisdictions it is a legal requirement, and part of their anti-money-laundering obligations.',
          },
          {
            kind: 'paragraph',
            text: 'KYC services are the help a business gets to meet that requirement well: designing the checks, choosing tools, writing policies, training staff and testing that it all works. Done badly, KYC either lets criminals through or drives honest customers away. Done well, it does neither.',
          },
        ],
      },
      {
        id: 'closer-look',
        title: 'A closer look',
        tocLabel: 'A Closer Look',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Our investigators spend their days following stolen funds into accounts at exchanges and payment services. We see exactly which gaps scammers exploit: accounts opened with borrowed identities, "money mule" customers recruited online, and businesses that verify once and never look again. Our KYC work is built on that experience.',
          },
        ],
        subsections: [
          {
            title: 'What a sound KYC programme covers',
            blocks: [
              {
                kind: 'list',
                items: [
                  { title: 'Customer identification:', text: 'collecting and verifying identity details for individuals, and ownership and control for companies.' },
                  { title: 'Risk assessment:', text: 'rating each customer on factors such as country, product, expected activity and source of funds.' },
                  { title: 'Screening:', text: 'checking customers against sanctions lists and for politically exposed persons, at onboarding and afterwards.' },
                  { title: 'Enhanced checks:', text: 'more evidence and senior approval for higher-risk customers.' },
                  { title: 'Monitoring and updates:', text: 'refreshing information and reacting when a customer\'s behaviour changes.' },
                  { title: 'Records:', text: 'keeping the evidence of each decision for as long as the law requires.' },
                ],
              },
            ],
          },
          {
            title: 'Signs of mule and fraud accounts',
            blocks: [
              {
                kind: 'list',
                items: [
                  'Several accounts sharing devices, addresses or payment cards.',
                  'Customers whose stated occupation and expected activity do not match their deposits.',
                  'Funds that arrive from many unrelated people and leave again within hours.',
                  'Documents that pass automated checks but show signs of editing on human review.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'conclusion',
        title: 'Conclusion',
        tocLabel: 'Conclusion',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Good KYC protects your customers from becoming victims or unwitting mules, protects your business from regulators\' penalties and lost banking partners, and makes the whole industry harder for scammers to use. Contact us to discuss where your programme stands and what it needs.',
          },
        ],
      },
    ],
  },
  tocOffset: 150,
  sidePanel: {
    title: 'Talk to a compliance specialist',
    text: 'Tell us about your business and your current checks. We reply within 24-48 hours.',
    action: { kind: 'contact' },
  },
  closing: {
    title: 'Lost money to a crypto scam?',
    text: 'Our investigators also help people who were defrauded. Choose the kind of scam and answer four short questions.',
    action: { kind: 'wizard' },
  },
};
