import { EDITORIAL_TEAM, INVESTIGATIONS_DESK, type BlogArticle } from '../blogArticle';

export const SCAM_CALL_PLAYBOOK: BlogArticle = {
  slug: 'scam-call-playbook',
  title: 'The scam call playbook: what the caller is doing at every step',
  excerpt:
    'Binary options boiler rooms work from scripts. Once you know the script, each call sounds different: here are the stages, and the sentence that gives each one away.',
  date: '2024-10-07',
  author: INVESTIGATIONS_DESK,
  category: 'Binary Trading',
  content: [
    {
      kind: 'paragraph',
      text: 'Most binary options scams start with a phone call after someone leaves their number on an advert or a "free trading course". The callers are trained salespeople working from a script, often in shifts, often under false names. The script changes in the details, but its stages have been the same for years.',
    },
    { kind: 'heading', text: 'Stage one: the friendly opener' },
    {
      kind: 'paragraph',
      text: 'The first caller is polite and interested in you: your job, your family, your plans. The questions are not small talk. They measure how much money you have and what you want it for, so the later pitch can aim at it.',
    },
    { kind: 'heading', text: 'Stage two: the small first deposit' },
    {
      kind: 'paragraph',
      text: 'You are asked for a modest amount, often $250, "just to try". The platform then shows quick profits. Some people are even allowed to withdraw a small sum. That withdrawal is the most expensive thing the scammers ever give away, because it makes every later promise believable.',
    },
    { kind: 'heading', text: 'Stage three: the senior trader' },
    {
      kind: 'paragraph',
      text: 'A new voice takes over: a "senior analyst" or "head of trading". This person is the real closer. The pressure rises: a rare opportunity, a bonus that expires tonight, a market move that only works with a larger deposit.',
    },
    {
      kind: 'list',
      items: [
        { title: '"This offer closes today.".', text: 'Urgency stops you from checking, asking family, or sleeping on it.' },
        { title: '"Let me help you with the transfer.".', text: 'Requests to install screen-sharing software give the caller control of your computer and bank.' },
        { title: '"The bonus means you cannot withdraw yet.".', text: 'Bonus terms are invented to lock your money in.' },
        { title: '"Borrow it, you will repay it in a week.".', text: 'A trader who tells you to take a loan is working for the platform, not for you.' },
      ],
    },
    { kind: 'heading', text: 'Stage four: the wall' },
    {
      kind: 'paragraph',
      text: 'When you ask for your money, the tone changes. Withdrawals need more documents, then a fee, then a tax. Accounts show sudden losses. Finally, calls stop, or a new caller appears offering to recover your money for a fee: the same people, running the last stage of the same script.',
    },
    {
      kind: 'paragraph',
      text: 'If any of this sounds familiar, stop paying and keep a record of every call: dates, names, numbers and what was said. Then talk to us. Call logs and payment records are exactly what an investigation starts from.',
    },
  ],
};

export const AI_VS_SCAMMERS: BlogArticle = {
  slug: 'ai-vs-scammers',
  title: 'AI versus scammers: the truth about "AI trading robots"',
  excerpt:
    'Platforms selling AI bots that "cannot lose" on binary options are the newest costume of an old scam. How to tell a real tool from a sales pitch, and how AI also helps the other side.',
  date: '2025-02-24',
  author: EDITORIAL_TEAM,
  category: 'Binary Trading',
  content: [
    {
      kind: 'paragraph',
      text: 'Every new technology gets borrowed by scammers as a selling point. A few years ago it was "blockchain"; today it is artificial intelligence. We now see binary options and forex platforms advertised as run by an AI robot that wins 90% of its trades, sometimes with videos of famous people who never said a word of it.',
    },
    { kind: 'heading', text: 'Why "a robot that cannot lose" is a contradiction' },
    {
      kind: 'paragraph',
      text: 'Binary options pay out on whether a price is above or below a level at a set time, often minutes away. Over such short periods prices move close to randomly, and the payout structure gives the platform an edge on every trade. A machine that truly beat this would be worth far more to its owner than any subscription fee paid by strangers.',
    },
    {
      kind: 'list',
      items: [
        { title: 'No track record you can verify.', text: 'Screenshots and testimonials are not results. Ask for audited performance; you will not get it.' },
        { title: 'Your money goes to the seller.', text: 'If the "robot" only runs on the seller\'s own platform, the platform is the product.' },
        { title: 'Fake celebrity endorsements.', text: 'Deepfake videos of well-known people are now cheap to make. A celebrity recommending a trading bot is a red flag on its own.' },
      ],
    },
    { kind: 'heading', text: 'How scammers use AI against you' },
    {
      kind: 'paragraph',
      text: 'AI also makes old tricks more convincing. Scam messages arrive in perfect language. Voices can be cloned from a few seconds of audio, so a call from a "relative" in trouble may not be your relative. Fake profiles come with realistic photos that no reverse image search will find.',
    },
    { kind: 'heading', text: 'And how it helps the defenders' },
    {
      kind: 'paragraph',
      text: 'The same tools help investigators. Pattern analysis links wallets and accounts used by one group, spots clone websites as soon as they appear, and reads thousands of transactions in the time a person reads ten. In our own work, software finds the trail; people check it and decide what it means.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Agree a family code word.', text: 'A word only your family knows beats any voice clone.' },
        { title: 'Call back on a number you know.', text: 'Never act on a call or message alone, however familiar the voice.' },
        { title: 'Treat "AI" in an investment advert as marketing.', text: 'Ask the same questions you would ask any broker: who regulates you, and where does my money go?' },
      ],
    },
  ],
};
