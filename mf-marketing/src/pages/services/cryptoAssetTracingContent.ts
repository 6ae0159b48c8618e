import { FileCheck2, Network, ScanSearch, Wallet } from 'lucide-react';
import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SIDE_PANEL_CONSULTATION, consultationClosing } from '../../features/article-page/content/pageParts';

export const cryptoAssetTracingContent: ArticlePageData = {
  meta: {
    title: 'Crypto asset tracing: follow stolen cryptocurrency',
    description:
      'How we trace stolen bitcoin, ether and stablecoins across wallets and blockchains to the exchanges where they can be frozen. Crypto Tracing Report: $3,500 plus $750 per transaction.',
  },
  hero: {
    eyebrow: 'Investigation',
    title: 'Crypto asset tracing',
    lead: [
      'Cryptocurrency cannot be recalled like a bank transfer, but it cannot vanish either. Every movement is written into a public ledger.',
      'We follow your coins from the moment they left your wallet to the accounts where they can be frozen, and document the people who took them.',
    ],
    action: { kind: 'wizard' },
  },
  logoCarousel: false,
  steps: {
    title: 'How it works',
    intro: 'Four steps from your transaction records to a report that others can act on.',
    items: [
      { title: 'Share your records', text: 'Send us the wallet addresses, transaction IDs, amounts and dates, and the address of the platform you used. We help you find what you cannot locate.', Icon: Wallet },
      { title: 'We trace the funds', text: 'Our analysts follow each transfer across wallets, swaps and blockchains, separating your funds from unrelated traffic.', Icon: Network },
      { title: 'We identify the endpoints', text: 'We find where the funds reached exchanges and services that know their customers, and investigate the people behind the wallets.', Icon: ScanSearch },
      { title: 'You receive the report', text: 'A clear report with the transaction map and a recommended action plan: freezing requests, reports to the police and regulators, and next steps.', Icon: FileCheck2 },
    ],
  },
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'closer-look',
        title: 'A closer look at our process',
        tocLabel: 'A Closer Look at Our Process',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Blockchains such as Bitcoin, Ethereum and Tron record every transfer between addresses, permanently and in public. What they do not record is who owns each address. Tracing bridges that gap: we follow the flow of value, recognise the patterns of exchanges, mixers, bridges and scam infrastructure, and find the points where an address is tied to an identity.',
          },
        ],
        subsections: [
          {
            title: 'What we follow',
            blocks: [
              {
                kind: 'list',
                items: [
                  'Transfers split across many wallets to blur the trail, and consolidated again later.',
                  'Swaps from one coin to another, including stablecoins such as USDT.',
                  'Movements between blockchains through bridges.',
                  'Deposits into exchanges, payment services and over-the-counter brokers, where customers must be identified.',
                ],
              },
            ],
          },
          {
            title: 'What the Crypto Tracing Report contains',
            blocks: [
              {
                kind: 'paragraph',
                text: 'The report costs $3,500 plus $750 per transaction traced. It contains three parts:',
              },
              {
                kind: 'list',
                items: [
                  { title: 'Asset Movement Investigation:', text: 'a map of where your funds went, hop by hop, with every transaction referenced.' },
                  { title: 'Perpetrators Investigation:', text: 'what can be established about the people and platforms behind the receiving wallets, and their links to other scams.' },
                  { title: 'Recommended Action Plan:', text: 'which exchanges to contact and how, what to give the police and regulators, and the realistic options for recovery.' },
                ],
              },
            ],
          },
          {
            title: 'What tracing can and cannot do',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Tracing shows where funds went and who is likely to control them; freezing and returning them is done by exchanges and the authorities, who act on evidence like ours. Recovery is never guaranteed. We assess every case first and take on only those with at least a 60% estimated chance of recovery.',
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
            text: 'The transparency of blockchains works in victims\' favour: the trail is there for anyone with the skills to read it. The sooner it is read, the more likely it is that funds are still sitting at an exchange where they can be frozen.',
          },
          {
            kind: 'paragraph',
            text: 'If you have lost cryptocurrency to a scam, send us your transaction details. We reply within 24-48 hours with an honest view of what tracing can achieve in your case.',
          },
        ],
      },
    ],
  },
  tocOffset: 100,
  sidePanel: SIDE_PANEL_CONSULTATION,
  closing: consultationClosing('Have your crypto traced'),
};
