import { FileSearch, Gavel, MessagesSquare, PenLine } from 'lucide-react';
import type { ArticlePageData } from '../../features/article-page/articlePage';
import { RETRIEVE_MONEY_BANNER } from '../../features/article-page/content/pageParts';

export const adrGuidanceContent: ArticlePageData = {
  meta: {
    title: 'Alternative dispute resolution (ADR) guidance',
    description:
      'Guidance on complaints, ombudsman schemes, mediation and arbitration for people in a dispute with a bank, broker or payment firm after a scam.',
  },
  hero: {
    eyebrow: 'Professional consulting',
    title: 'Alternative dispute resolution guidance',
    lead: [
      'When a bank refuses to refund a scam payment, or a broker will not release your funds, going to court is slow and expensive. Alternative dispute resolution is often faster, cheaper and free for consumers.',
      'We help you choose the right forum and present your case so that it is understood.',
    ],
    action: { kind: 'contact' },
  },
  logoCarousel: false,
  steps: {
    title: 'How it works',
    intro: 'Four steps from a refused claim to a decision by an independent body.',
    items: [
      { title: 'Assess the dispute', text: 'We review the refusal, the firm\'s obligations and the evidence, and tell you honestly how strong your position is.', Icon: FileSearch },
      { title: 'Formal complaint', text: 'We help you make a complete complaint to the firm itself, which most schemes require before they will look at a case.', Icon: PenLine },
      { title: 'Choose the forum', text: 'Ombudsman, mediation or arbitration: we explain which applies to the firm and which suits your goals.', Icon: MessagesSquare },
      { title: 'Present your case', text: 'We prepare your submission and evidence and help you respond to the firm\'s arguments until a decision is made.', Icon: Gavel },
    ],
  },
  article: {
    sections: [
      {
        id: 'what-is-adr',
        title: 'What is alternative dispute resolution?',
        tocLabel: 'What is ADR?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Alternative dispute resolution (ADR) is any way of settling a dispute without a court judgment. For consumers in financial disputes it usually means one of three things:',
          },
          {
            kind: 'list',
            items: [
              { title: 'Ombudsman and complaint schemes:', text: 'independent bodies that decide complaints against banks, payment firms and regulated brokers, usually free for the consumer.' },
              { title: 'Mediation:', text: 'a neutral mediator helps both sides reach an agreement; nothing is imposed.' },
              { title: 'Arbitration:', text: 'an arbitrator hears both sides and makes a decision, which may be binding.' },
            ],
          },
        ],
      },
      {
        id: 'closer-look',
        title: 'A closer look at ADR after a scam',
        tocLabel: 'A closer look',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The scammers themselves will never sit down at a mediation. ADR matters because of the firms around them: the bank that processed an unusual payment without a warning, the card issuer that refused a chargeback, the regulated broker whose name was used, or the payment firm that opened an account for a fraudster.',
          },
          {
            kind: 'list',
            items: [
              'Most schemes require you to complain to the firm first and wait for its final answer, or a set period.',
              'Deadlines apply, counted from the firm\'s final answer or from the events. Missing them can close the route.',
              'Decisions turn on what the firm should have done, so a clear timeline and the firm\'s own messages matter more than the scam\'s details.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We are consultants, not lawyers, and our services do not include representation in court. Our guidance helps you use the forums designed to be used without a lawyer, and tells you when one is needed.',
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
            text: 'A refusal from a bank or broker is not always the end. Independent schemes overturn firms\' decisions regularly when the evidence is clear. Tell us about your dispute and we will tell you whether ADR is a realistic route.',
          },
        ],
      },
    ],
  },
  tocOffset: 150,
  sidePanel: {
    title: 'In a dispute with a bank or broker?',
    text: 'Send us the firm\'s answer and your story. We reply within 24-48 hours.',
    action: { kind: 'contact' },
  },
  closing: RETRIEVE_MONEY_BANNER,
};
