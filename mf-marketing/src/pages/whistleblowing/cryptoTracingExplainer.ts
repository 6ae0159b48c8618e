import type { FaqItem } from '../../shared/content/faq';

/** The seven sections of the crypto-tracing explainer under the report form. */
export const CRYPTO_TRACING_EXPLAINER: readonly FaqItem[] = [
  {
    title: 'What crypto tracing is',
    content: [
      'Crypto tracing follows money on a public blockchain from the wallet you paid into to wherever it went next. Every transfer on Bitcoin, Ethereum, Tron and most other networks is recorded in a public ledger that anyone can read, so a payment leaves a trail even when the people behind it hide their names.',
      'Tracing does not break into anyone\'s wallet and does not reverse a payment. It turns a list of addresses and transaction IDs into a map: where the funds moved, how they were split, and where they stopped.',
    ],
  },
  {
    title: 'Why a report like yours matters',
    content: [
      'Scam wallets are rarely used once. The same addresses receive money from many victims, often in many countries. When several reports point at one wallet, its pattern becomes clear and the case for freezing funds becomes much stronger.',
      'Your report also lets us warn others: confirmed scam wallets and platforms go on our blacklist, and the next person who checks them is warned before paying.',
    ],
  },
  {
    title: 'What we need from you',
    content: [
      'The most useful details are the wallet addresses you sent funds to, the transaction IDs (also called transaction hashes), the network used, the dates and the amounts. You find them in the history of your wallet or exchange account.',
      'Screenshots help too: the deposit page of the scam platform, chats where you were told where to pay, and the confirmation screens of your transfers. Attach them as PNG, JPG or GIF images of up to 10 MB each.',
    ],
  },
  {
    title: 'How we follow the funds',
    content: [
      'Starting from your transactions, our analysts follow each hop from wallet to wallet. Scammers split amounts, pass them through many short-lived addresses, swap them between coins and move them across networks through bridges to make the trail harder to read.',
      'We group addresses that are controlled by the same people, recognise the patterns of mixing services and swaps, and keep following the value until it reaches a service that knows its customers.',
    ],
  },
  {
    title: 'Where the money usually ends up',
    content: [
      'Sooner or later most scammers need to turn crypto into ordinary money, and that usually happens at an exchange or payment service that is required to check who its customers are. That is the point where funds can be frozen and where the account holder can be identified by the authorities.',
      'When we find that funds reached such a service, our report names it, the deposit addresses used and the amounts, so that your bank, a lawyer or the police can ask that service to act.',
    ],
  },
  {
    title: 'What a tracing report contains',
    content: [
      'A clear summary of what happened, a diagram of the flow of funds, the list of transactions with their dates and amounts, the services where funds arrived, and the recommended next steps for your situation.',
      'The report is written so that people who are not crypto specialists, such as bank staff, police officers and lawyers, can read it and act on it. Our Crypto Tracing Report costs $3,500 plus $750 per transaction, and we tell you before we start whether we think it is worth it for your case.',
    ],
  },
  {
    title: 'Honest limits',
    content: [
      'Tracing shows where funds went; it cannot guarantee that they come back. Money that was moved through privacy coins, or that was cashed out long ago through services that ignore the rules, may be out of reach.',
      'Time matters: the sooner a trail is followed, the more likely it is that funds are still sitting at a service that can freeze them. And beware of anyone who promises a guaranteed recovery in exchange for a fee up front: that is a second scam, not a service.',
    ],
  },
];
