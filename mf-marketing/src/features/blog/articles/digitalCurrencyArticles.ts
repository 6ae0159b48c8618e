import { EDITORIAL_TEAM, INVESTIGATIONS_DESK, type BlogArticle } from '../blogArticle';

export const TOKEN_SCAMS: BlogArticle = {
  slug: 'token-scams',
  title: 'Token scams: rug pulls, honeypots and fake presales',
  excerpt:
    'New crypto tokens launch every day, and some are built to take your money from the first minute. The three patterns we see most, and the checks that catch them.',
  date: '2024-12-09',
  author: INVESTIGATIONS_DESK,
  category: 'Digital Currency',
  content: [
    {
      kind: 'paragraph',
      text: 'Creating a crypto token takes minutes and costs almost nothing. That openness has produced real innovation, and a steady stream of tokens whose only purpose is to collect money from buyers. The losses are hard to recover because everything happens on-chain, quickly, and often through anonymous wallets. Knowing the patterns is the best defence.',
    },
    { kind: 'heading', text: 'The three patterns' },
    {
      kind: 'list',
      items: [
        {
          title: 'The rug pull.',
          text: 'The creators add money to a trading pool so the token can be bought, promote it hard, and once buyers have pushed the price up, withdraw the pool. The token is left worthless and impossible to sell.',
        },
        {
          title: 'The honeypot.',
          text: 'The token\'s code lets anyone buy but only the creators sell. Buyers watch the price climb and discover the trap when they try to take profit.',
        },
        {
          title: 'The fake presale.',
          text: 'A website invites you to buy a token "before listing" by sending coins to an address. There is no token, or it never lists. Fake presales also copy the names of real, popular projects.',
        },
      ],
    },
    { kind: 'heading', text: 'Checks before you buy' },
    {
      kind: 'list',
      items: [
        { title: 'Read the contract on a block explorer.', text: 'Look for a verified contract and for functions that let the owner block sales, mint new tokens or change fees.' },
        { title: 'Check the liquidity.', text: 'Is the trading pool locked, for how long, and by whom? Unlocked liquidity can vanish in one transaction.' },
        { title: 'Find the project\'s real channels.', text: 'Presale links in direct messages, comments or ads are the most common route to fake sales.' },
        { title: 'Be wary of hype and countdowns.', text: 'Promotion by paid influencers and timers that push you to buy now are marketing, not due diligence.' },
      ],
    },
    { kind: 'heading', text: 'If you bought into one' },
    {
      kind: 'paragraph',
      text: 'Write down the token address, the wallets you paid from and to, and every transaction ID. Funds from rug pulls often move to exchanges within hours, and a quick trace can show where. Send us the details through the whistleblowing form or ask for a case review; the earlier we look, the more we can follow.',
    },
  ],
};

export const CRYPTO_DUSTING: BlogArticle = {
  slug: 'crypto-dusting',
  title: 'Crypto dusting and address poisoning: the tiny payment that costs a fortune',
  excerpt:
    'A few cents from an unknown sender appear in your wallet. Ignore them, and above all never copy an address from your history: how dusting and address poisoning work.',
  date: '2025-03-10',
  author: INVESTIGATIONS_DESK,
  category: 'Digital Currency',
  content: [
    {
      kind: 'paragraph',
      text: 'Many crypto users have seen it: a tiny amount of a coin or token arrives from an address they do not know. It looks harmless, even generous. It is usually the first move in one of two schemes, and the second one has cost some people their entire savings in a single transfer.',
    },
    { kind: 'heading', text: 'Dusting: tracking who you are' },
    {
      kind: 'paragraph',
      text: 'In a dusting attack, tiny amounts ("dust") are sent to many addresses. When the owners later move their funds, the dust moves with them, helping the sender link addresses that belong to the same person. The aim is to learn who holds what, for targeted phishing or extortion later.',
    },
    { kind: 'heading', text: 'Address poisoning: waiting for a copy-paste' },
    {
      kind: 'paragraph',
      text: 'Address poisoning is more direct. The attacker creates an address whose first and last characters match one you use often, for example your exchange deposit address, and sends you a tiny or zero-value transfer from it. The fake now sits in your transaction history. The next time you copy "your" address from the history, you may copy theirs.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Never copy addresses from your transaction history.', text: 'Use your address book, or copy the address fresh from the exchange\'s deposit page.' },
        { title: 'Check the whole address.', text: 'Not just the first and last characters; those are exactly what the attacker matched.' },
        { title: 'Send a small test first.', text: 'For large amounts, confirm a small transfer arrived before sending the rest.' },
        { title: 'Do not interact with unknown tokens.', text: 'Some dust tokens link to websites that ask you to "claim" something by connecting your wallet: a drainer.' },
      ],
    },
    { kind: 'heading', text: 'If it already happened' },
    {
      kind: 'paragraph',
      text: 'Act fast. Note the transaction ID and both addresses, then report the transfer to the exchange you meant to pay, in case the attacker\'s address is known to them. Poisoning wallets often pass funds on within minutes; tracing them while the trail is fresh gives the best chance of finding them at a service that can freeze them.',
    },
  ],
};

export const DARK_WEB_SCAMS: BlogArticle = {
  slug: 'dark-web-scams',
  title: 'Dark web scams: when your stolen data becomes someone else\'s tool',
  excerpt:
    'Leaked passwords and personal details are sold on dark web markets and used to make scams feel personal. What is traded there, and how to make your leaked data useless.',
  date: '2024-08-26',
  author: EDITORIAL_TEAM,
  category: 'Digital Currency',
  content: [
    {
      kind: 'paragraph',
      text: 'The dark web is a part of the internet reached through special browsers that hide who is visiting. Most people never go there, but their data often does. Markets on the dark web trade stolen logins, card numbers, identity documents and lists of people who have already fallen for a scam, nearly always paid for in cryptocurrency.',
    },
    { kind: 'heading', text: 'How stolen data turns into a scam' },
    {
      kind: 'list',
      items: [
        { title: 'Credential stuffing.', text: 'Passwords leaked from one website are tried on e-mail, banking and exchange accounts, because many people reuse them.' },
        { title: 'Personal phishing.', text: 'A message that knows your name, address and bank feels genuine. That is why criminals pay for the details.' },
        { title: '"Sucker lists".', text: 'Lists of past scam victims are sold to recovery scammers, who then call with offers to get the money back for a fee.' },
        { title: 'Fake dark web "services".', text: 'Many dark web vendors are scammers themselves: buyers of hacking services or "recovery" often lose their money too.' },
      ],
    },
    { kind: 'heading', text: 'Beware of monitoring that asks for too much' },
    {
      kind: 'paragraph',
      text: 'Checking whether your e-mail appears in known leaks is useful, and reputable breach-notification services do it without asking for passwords. Be wary of anyone who offers to "remove your data from the dark web" for a fee. Leaked data cannot be un-leaked; what you can do is make it useless.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Use a different password for every account.', text: 'A password manager makes this easy, and it stops one leak from opening every door.' },
        { title: 'Turn on two-step verification.', text: 'Starting with your e-mail, which can reset everything else.' },
        { title: 'Expect personal phishing.', text: 'A message that knows things about you is not proof it is genuine.' },
        { title: 'Ignore recovery offers you did not ask for.', text: 'Especially after you have reported a scam: that is when sucker lists are used.' },
      ],
    },
  ],
};
