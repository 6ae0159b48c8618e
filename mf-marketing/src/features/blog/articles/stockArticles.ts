import { EDITORIAL_TEAM, type BlogArticle } from '../blogArticle';

export const MILLENNIALS_GEN_Z_TARGETED: BlogArticle = {
  slug: 'millennials-gen-z-targeted-by-scammers',
  title: 'Why scammers now target millennials and Gen Z',
  excerpt:
    'Younger investors report fraud more often than their grandparents. Trading apps, finfluencers and pump-and-dump groups explain why, and what to do about it.',
  date: '2024-09-16',
  author: EDITORIAL_TEAM,
  category: 'Stock Trading',
  content: [
    {
      kind: 'paragraph',
      text: 'The picture of a scam victim as an elderly person answering a cold call is out of date. Younger adults now report losing money to fraud often, usually smaller amounts but more frequently, and usually online. The reasons have little to do with naivety and a lot to do with where younger people look for financial information.',
    },
    { kind: 'heading', text: 'Where the scams meet younger investors' },
    {
      kind: 'list',
      items: [
        { title: 'Finfluencers.', text: 'Social media personalities with big followings promote stocks, courses and platforms, sometimes because they are paid to, rarely saying so.' },
        { title: 'Pump-and-dump groups.', text: 'Chat groups push a little-traded stock together. The organisers bought first and sell into the rush they created.' },
        { title: 'Fake trading apps.', text: 'Polished apps that look like real brokers show invented gains and never let you withdraw.' },
        { title: 'Side-hustle pitches.', text: '"Mentorship" programmes that promise financial freedom sell courses, then platforms, then more courses.' },
      ],
    },
    { kind: 'heading', text: 'Why the tricks work' },
    {
      kind: 'paragraph',
      text: 'Scams aimed at younger investors copy the look of legitimate fintech: clean design, community, quick onboarding. They use social proof, screenshots of gains and crowds of enthusiastic comments, and the fear of missing out on the next stock that went "to the moon". Friends share them in good faith, which spreads them further.',
    },
    { kind: 'heading', text: 'Simple defences that work at any age' },
    {
      kind: 'list',
      items: [
        { title: 'Check the app, not just the app store.', text: 'Make sure the broker behind the app is registered with the securities regulator in your country.' },
        { title: 'Ask who pays the influencer.', text: 'If you cannot tell, assume someone does.' },
        { title: 'Never buy because a group says "now".', text: 'Coordinated buying is exactly how pump-and-dumps find their exit.' },
        { title: 'Talk about losses.', text: 'Shame keeps victims quiet and keeps scams running. Reporting one protects your friends.' },
      ],
    },
  ],
};
