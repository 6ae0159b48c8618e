import { ClipboardCheck, FileStack, Send, Signpost } from 'lucide-react';
import type { ArticlePageData } from '../../features/article-page/articlePage';
import { RETRIEVE_MONEY_BANNER } from '../../features/article-page/content/pageParts';

export const scamRestitutionConsultingContent: ArticlePageData = {
  meta: {
    title: 'Scam restitution consulting',
    description:
      'Guidance for scam victims on every route to restitution: bank reimbursement, chargebacks, compensation schemes, claims in collapsed schemes and restitution in criminal cases.',
  },
  hero: {
    eyebrow: 'Professional consulting',
    title: 'Scam restitution consulting',
    lead: [
      'There is rarely one way to get money back after a scam. There are several, each with its own rules, deadlines and evidence, and most victims never hear about half of them.',
      'We map every route open to you, prepare the claims, and guide you through them one by one.',
    ],
    action: { kind: 'contact' },
  },
  logoCarousel: false,
  steps: {
    title: 'How it works',
    intro: 'Four steps from a first conversation to claims that are filed, followed up and answered.',
    items: [
      { title: 'Case review', text: 'We go through what happened, how you paid, what you have already tried and every deadline that may apply.', Icon: ClipboardCheck },
      { title: 'Route map', text: 'We set out each realistic route to restitution in your case, with its chances, costs and time frame, so you can choose.', Icon: Signpost },
      { title: 'Claim preparation', text: 'We assemble the evidence and draft the complaints, claims and letters each route needs, in the form the recipient expects.', Icon: FileStack },
      { title: 'Follow-through', text: 'We help you submit them, answer the questions that come back, and escalate when a reply is late or wrong.', Icon: Send },
    ],
  },
  article: {
    sections: [
      {
        id: 'what-is-scam-restitution',
        title: 'What is scam restitution?',
        tocLabel: 'What is scam restitution?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Restitution means restoring to a victim what was taken. After a scam it can come from the scammers themselves, when their assets are seized or a court orders them to repay, or from others who carry responsibility: a bank that should have stopped a payment, a card scheme that protects cardholders, a compensation fund, or the administrator of a collapsed scheme.',
          },
        ],
      },
      {
        id: 'restitution-routes',
        title: 'Routes to restitution',
        tocLabel: 'Routes to restitution',
        blocks: [
          {
            kind: 'list',
            items: [
              { title: 'Chargebacks:', text: 'card payments can be disputed with the card issuer, within time limits.' },
              { title: 'Bank reimbursement:', text: 'in several countries banks must or may reimburse customers tricked into sending transfers, and complaints can be escalated to an ombudsman.' },
              { title: 'Exchange and issuer freezes:', text: 'crypto traced to exchanges can be frozen and released to victims through the proper process.' },
              { title: 'Compensation schemes:', text: 'investor compensation funds may pay out when a regulated firm fails.' },
              { title: 'Claims in collapsed schemes:', text: 'when a Ponzi scheme or fraudulent firm is wound up, victims can file claims with the receiver or liquidator.' },
              { title: 'Restitution in criminal cases:', text: 'when scammers are prosecuted, courts can order them to repay victims, and victims need to be known to the prosecution.' },
            ],
          },
        ],
      },
      {
        id: 'who-we-help',
        title: 'Who we help',
        tocLabel: 'Who we help',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Individuals who have lost money to investment, romance, impersonation, property or phishing scams, whether they acted the day before or years ago. Older losses narrow the routes but do not always close them: receiverships and criminal cases can run for years.',
          },
          {
            kind: 'paragraph',
            text: 'We also help people who have already been refused by a bank or card issuer and want to know whether that answer can be challenged.',
          },
        ],
      },
      {
        id: 'closer-look',
        title: 'A closer look at our approach',
        tocLabel: 'A closer look',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Claims succeed on evidence and on timing. We build a single, well-organised case file, with a clear timeline, the payment records, the communications and, where needed, our investigators\' tracing, and then adapt it to each recipient. A bank\'s complaints team, an ombudsman and a liquidator each look for different things, and a claim written for one rarely fits another.',
          },
          {
            kind: 'callout',
            title: 'What we do not do',
            text: 'We are consultants, not lawyers: our services do not replace law enforcement and do not include representation in court. Where a route needs a lawyer, we tell you so and prepare the file they will need.',
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
            text: 'Many scam victims give up after the first refusal. Often another route remains open, and sometimes several can be pursued together. A restitution consultation shows you all of them, honestly, with what each is likely to bring.',
          },
        ],
      },
    ],
  },
  tocOffset: 150,
  sidePanel: {
    title: 'Not sure which route is open to you?',
    text: 'Tell us what happened and what you have tried. We reply within 24-48 hours.',
    action: { kind: 'contact' },
  },
  closing: RETRIEVE_MONEY_BANNER,
};
