export const IMPOSTER_SIGNS: readonly { title: string; text: string }[] = [
  {
    title: 'They contacted you first',
    text: 'We reply to people who write to us. An unexpected call, e-mail or chat message offering to recover your money is a warning sign on its own.',
  },
  {
    title: 'They ask for payment in crypto, gift cards or to a personal account',
    text: 'We never ask for payment in cryptocurrency. Our fees are agreed in writing before any work starts and are paid to our business account only.',
  },
  {
    title: 'They guarantee a recovery',
    text: 'No honest firm can promise to get your money back. We tell you what we estimate and why; we never promise a result.',
  },
  {
    title: 'They say your money is already recovered and waiting',
    text: 'A "release fee", "tax" or "unlock charge" before you receive recovered funds is the classic second scam on people who have already lost money.',
  },
  {
    title: 'The address is almost right',
    text: 'Look for extra words, swapped letters, other endings or free mail services. Our official e-mail addresses all end with the same domain, shown on this page.',
  },
  {
    title: 'They want remote access to your device',
    text: 'We never need to control your computer or phone. Do not install screen-sharing apps at the request of someone who contacted you.',
  },
];
