import { BarChart3, Compass, Handshake, Landmark, Rocket, SearchCheck } from 'lucide-react';
import type { ArticlePageData } from '../../features/article-page/articlePage';
import { RETRIEVE_MONEY_BANNER, SIDE_PANEL_LOST_CRYPTO } from '../../features/article-page/content/pageParts';

export const regulatoryComplianceContent: ArticlePageData = {
  meta: {
    title: 'Regulatory compliance and other services',
    description:
      'Regulatory compliance support for crypto and fintech businesses, from assessment to regulator liaison, plus smart contract review, dispute resolution, IP, fundraising and data protection.',
  },
  hero: {
    eyebrow: 'Professional consulting',
    title: 'Regulatory compliance and other services',
    lead: [
      'Crypto and fintech rules change quickly and differ from one country to the next. We help businesses understand what applies to them, put it into practice, and keep it working.',
      'The same investigators who trace stolen funds for scam victims advise our business clients, so we know what regulators look for and how fraud slips through.',
    ],
    action: { kind: 'contact' },
  },
  logoCarousel: false,
  steps: {
    title: 'How we work with you',
    intro: 'Six stages, taken together or one at a time, depending on where your business stands.',
    items: [
      { title: 'Assessment', text: 'We review your business model, products and markets against the rules that apply, and list the gaps in order of risk.', Icon: SearchCheck },
      { title: 'Tailored strategy', text: 'We turn the assessment into a realistic plan that fits your size, budget and growth, rather than a generic template.', Icon: Compass },
      { title: 'Implementation and training', text: 'We help write policies, set up controls and systems, and train your people to use them.', Icon: Rocket },
      { title: 'Ongoing monitoring and reporting', text: 'We test that controls work, track rule changes and help prepare the reports regulators expect.', Icon: BarChart3 },
      { title: 'Regulatory liaison', text: 'We help you prepare applications, answer regulators\' questions and handle inspections with confidence.', Icon: Landmark },
      { title: 'Beyond compliance', text: 'We help you use good compliance as a strength with banks, partners and investors, and support you in the related areas below.', Icon: Handshake },
    ],
  },
  article: {
    sections: [
      {
        id: 'what-are-regulatory-compliance',
        title: 'What are regulatory compliance services?',
        tocLabel: 'What are regulatory compliance services?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Regulatory compliance is the work of making sure a business meets the laws and rules of the markets it operates in: licensing, conduct of business, anti-money laundering, consumer protection, marketing, data protection and reporting. Compliance services are the outside expertise that helps a business understand those obligations and meet them efficiently.',
          },
          {
            kind: 'paragraph',
            text: 'For crypto and fintech firms the stakes are high. A compliance failure can mean fines, lost licences, closed bank accounts and, not least, customers who lose money to fraud that better controls would have stopped.',
          },
        ],
      },
      {
        id: 'closer-look',
        title: 'A closer look',
        tocLabel: 'A closer look',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Every engagement starts from your actual business: which products you offer, to whom, from where and through which partners. From that we decide which regimes apply, which controls matter most, and what a regulator or banking partner will expect to see documented.',
          },
          {
            kind: 'paragraph',
            text: 'We work alongside your team and your legal advisers. We do not replace a licensed law firm where one is required, and we say clearly when that is the case.',
          },
        ],
        subsections: [
          {
            title: 'Other services',
            blocks: [
              {
                kind: 'list',
                items: [
                  { title: 'Smart contract drafting and review:', text: 'plain-language review of what a contract really does, its risks and whether it matches what your users are told.' },
                  { title: 'Dispute resolution:', text: 'support in disputes with partners, customers and service providers, including alternative dispute resolution.' },
                  { title: 'Intellectual property:', text: 'protecting your brand, code and content, and acting against clone sites that impersonate your business.' },
                  { title: 'Fundraising and investment:', text: 'preparing the compliance side of token sales and investment rounds, and the due diligence investors will carry out.' },
                  { title: 'Data protection and privacy:', text: 'privacy notices, data maps, retention rules and the handling of personal data collected for KYC.' },
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
            text: 'Good compliance is not paperwork for its own sake: it keeps a business licensed and banked, and keeps its customers out of fraudsters\' hands. Tell us where your business stands and we will propose the support that fits.',
          },
        ],
      },
    ],
  },
  tocOffset: 150,
  sidePanel: SIDE_PANEL_LOST_CRYPTO,
  closing: RETRIEVE_MONEY_BANNER,
};
