import { EDITORIAL_TEAM, INVESTIGATIONS_DESK, type BlogArticle } from '../blogArticle';

export const REGULATION_FOREX_TRADING: BlogArticle = {
  slug: 'regulation-forex-trading',
  title: 'Forex regulation: how it protects you, and how scammers fake it',
  excerpt:
    'A licence from a serious regulator is the first thing to check before you trade currencies. Here is what a licence gives you, and the tricks fake brokers use to borrow one.',
  date: '2024-11-18',
  author: INVESTIGATIONS_DESK,
  category: 'Forex Trading',
  content: [
    {
      kind: 'paragraph',
      text: 'The foreign exchange market is the largest financial market in the world, and most of it is honest. Banks, companies and private traders exchange currencies every second. But the same features that make forex attractive, round-the-clock trading, small deposits and high leverage, also make it attractive to fraudsters. The single best protection a private trader has is regulation.',
    },
    { kind: 'heading', text: 'What a licence actually gives you' },
    {
      kind: 'paragraph',
      text: 'A broker licensed by a strict regulator must keep client money apart from its own, report its finances, handle complaints within set deadlines and, in many countries, belong to a compensation scheme that pays out if the firm collapses. It also has something to lose: its licence. An unlicensed "broker" has none of these duties and nothing to lose.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Segregated client money.', text: 'Your deposit sits in an account the broker may not use for its own bills.' },
        { title: 'Limits on leverage.', text: 'Many regulators cap leverage for private clients, because leverage of 500:1 turns small price moves into total losses.' },
        { title: 'A complaints route.', text: 'If the broker will not answer, an ombudsman or the regulator will.' },
        { title: 'Compensation.', text: 'Some countries protect client money up to a set amount if a licensed firm fails.' },
      ],
    },
    { kind: 'heading', text: 'How fake brokers borrow a licence' },
    {
      kind: 'paragraph',
      text: 'Scam platforms know that people check for a licence, so they show one. The number on the website may belong to a real firm with a similar name (a "clone"), to a licence that was withdrawn years ago, or to a registration in a jurisdiction that checks nothing at all. Some simply invent a regulator, complete with a professional-looking website.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Check the register, not the website.', text: 'Open the regulator\'s own website by typing its address yourself and search its public register for the firm.' },
        { title: 'Compare every detail.', text: 'Name, web address, phone number and e-mail on the register must match the ones you are dealing with. Clones change just one.' },
        { title: 'Look for warnings.', text: 'Regulators publish lists of firms they have warned about. A match there ends the discussion.' },
        { title: 'Ask where your money goes.', text: 'A licensed broker takes deposits into an account in its own name, never to a private person or a crypto wallet.' },
      ],
    },
    { kind: 'heading', text: 'If the broker turns out to be fake' },
    {
      kind: 'paragraph',
      text: 'Stop paying, whatever the account manager says about margin calls, taxes or withdrawal fees. Keep every e-mail, chat and statement, report the firm to the regulator it claimed, and talk to your bank about the payments you made. Then contact us: we check what happened to the money and tell you honestly whether recovery looks possible.',
    },
  ],
};

export const GUARANTEED_RETURNS_INVESTMENTS: BlogArticle = {
  slug: 'guaranteed-returns-investments',
  title: 'Guaranteed returns: the promise no honest forex investment makes',
  excerpt:
    'If an investment guarantees you a fixed profit every month, the guarantee is the product being sold, not the trading. Why the promise is impossible, and what it hides.',
  date: '2025-01-27',
  author: EDITORIAL_TEAM,
  category: 'Forex Trading',
  content: [
    {
      kind: 'paragraph',
      text: '"Guaranteed 8% a month." "Capital protected, profits fixed." "Our traders have never had a losing week." Phrases like these appear in almost every forex scam we investigate. They work because they answer the question every new investor worries about: what if I lose? The honest answer in forex is that you might. The dishonest answer is a guarantee.',
    },
    { kind: 'heading', text: 'Why nobody can guarantee a trading return' },
    {
      kind: 'paragraph',
      text: 'Currency prices move with interest rates, politics, trade figures and millions of decisions made by other traders. The best professional funds have losing months; so do banks. A return that does not depend on markets has to come from somewhere else, and in a scam it comes from the deposits of newer clients, or it never comes at all.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Leverage cuts both ways.', text: 'A platform that offers 50:1 or 500:1 leverage can turn a small move into a total loss. Any guarantee on top of that is fiction.' },
        { title: 'Smooth returns are a warning.', text: 'Real trading results go up and down. A dashboard that shows steady profit every single day is showing numbers, not trades.' },
        { title: '"Risk-free" is not a financial term.', text: 'Licensed firms are forbidden in most countries from promising returns they cannot control.' },
      ],
    },
    { kind: 'heading', text: 'What the guarantee is really for' },
    {
      kind: 'paragraph',
      text: 'A guarantee makes people invest more and ask fewer questions. It also prepares the next step: when you try to withdraw, you are told that the guarantee only applies once you pay a fee, reach a higher account level, or cover a "tax". Each payment is presented as the last one. It never is.',
    },
    {
      kind: 'paragraph',
      text: 'Some schemes do pay the promised returns for a while, usually on small amounts. These payments are bait, funded by other victims, to win your trust before a larger deposit.',
    },
    { kind: 'heading', text: 'What to do if you were promised a guaranteed return' },
    {
      kind: 'list',
      items: [
        { title: 'Do not add money to "release" your profits.', text: 'Fees to withdraw are the most common way a first loss becomes a second one.' },
        { title: 'Check the firm on the regulator\'s register.', text: 'And on our blacklist. Note every detail that does not match.' },
        { title: 'Save the evidence.', text: 'Screenshots of the dashboard, the promises in writing, and every payment you made.' },
        { title: 'Get an honest assessment.', text: 'We review your case for free and tell you plainly whether recovery looks possible.' },
      ],
    },
  ],
};
