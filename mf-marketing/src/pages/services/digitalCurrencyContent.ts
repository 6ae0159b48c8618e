import type { ArticlePageData } from '../../features/article-page/articlePage';
import { MISSION_BANNER, RECOVERY_STEPS_SECTION, SIDE_PANEL_CONSULTATION, consultationClosing } from '../../features/article-page/content/pageParts';

export const digitalCurrencyContent: ArticlePageData = {
  meta: {
    title: 'Digital currency recovery service',
    description:
      'Our digital currency recovery service for people who lost bitcoin, ether or stablecoins to fraud: tracing, exchange freezing requests, evidence for the police, and support throughout.',
  },
  hero: {
    eyebrow: 'Investigation',
    title: 'Digital currency recovery',
    lead: [
      'Lost bitcoin, ether or USDT to a fake platform, an "investment mentor" or a wallet drainer? We combine blockchain tracing with the practical steps that get stolen funds frozen and returned.',
    ],
    action: { kind: 'wizard' },
  },
  logoCarousel: true,
  steps: RECOVERY_STEPS_SECTION,
  mission: MISSION_BANNER,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'overview',
        title: 'Overview',
        tocLabel: 'Overview',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Our digital currency recovery service is for people who sent cryptocurrency to someone who turned out to be a fraudster, or whose wallet was emptied through a fake app, website or support agent. It brings together the tracing of the funds, the requests that can stop them, and the support you need to see the case through.',
          },
          {
            kind: 'paragraph',
            text: 'If you are still in contact with a platform that is asking you for fees before you can withdraw, stop paying first. No genuine platform charges you to release your own money.',
          },
        ],
      },
      {
        id: 'what-we-trace',
        title: 'What we trace',
        tocLabel: 'What we trace',
        blocks: [
          {
            kind: 'list',
            items: [
              'Bitcoin and the other major coins, and tokens on Ethereum, Tron and similar networks, including stablecoins such as USDT and USDC.',
              'Deposits to fake exchanges and trading platforms, and "profits" you were never allowed to withdraw.',
              'Transfers made from your wallet after you shared a recovery phrase or approved a malicious transaction.',
              'Crypto bought on a real exchange on a scammer\'s instructions and sent on to them.',
            ],
          },
        ],
      },
      {
        id: 'recovery-routes',
        title: 'How digital currency is recovered',
        tocLabel: 'How recovery works',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A crypto transfer cannot be reversed. Recovery works by finding the place where the stolen funds meet the regulated world, and acting there:',
          },
          {
            kind: 'list',
            items: [
              { title: 'Exchange freezes.', text: 'Exchanges that identify their customers can freeze accounts that received stolen funds once they are shown clear evidence, and release them to victims through the proper legal process.' },
              { title: 'Stablecoin issuers.', text: 'Some issuers can freeze tokens held at specific addresses at the request of law enforcement.' },
              { title: 'Law enforcement.', text: 'A well-documented report lets the police open a case, request information from exchanges and seize funds.' },
              { title: 'Your own payments.', text: 'If you bought the crypto with a card or bank transfer on the scammer\'s instructions, your bank may have its own routes to consider.' },
            ],
          },
        ],
      },
      {
        id: 'what-you-receive',
        title: 'What you receive',
        tocLabel: 'What you receive',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Crypto Tracing Report costs $3,500 plus $750 per transaction and covers the asset movement investigation, the investigation of the perpetrators and a recommended action plan. For clients who want us beside them throughout, the Full Support Package costs $10,000 and adds personalized consultation, implementation support, monitoring and feedback, and a 24/7 support hotline.',
          },
          {
            kind: 'paragraph',
            text: 'If we do not deliver the report in the agreed timeframe, you can request a full refund within 14 business days.',
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
            text: 'Stolen digital currency is often still recoverable, especially when the trail is followed early. We assess your case honestly, take it on only if the estimated chance of recovery is at least 60%, and explain every step. We do not replace law enforcement and do not represent clients in court; we make sure those who can act have what they need.',
          },
        ],
      },
    ],
  },
  tocOffset: 100,
  sidePanel: SIDE_PANEL_CONSULTATION,
  closing: consultationClosing('Lost cryptocurrency to a scam?'),
};
