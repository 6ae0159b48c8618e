/** Everything the site keeps in a visitor's browser, as the code of the shell and the remotes does it. */
export interface StoredItem {
  name: string;
  where: 'Local storage' | 'Session storage';
  purpose: string;
  removed: string;
}

export const BROWSER_STORAGE: readonly StoredItem[] = [
  {
    name: 'authToken',
    where: 'Local storage',
    purpose: 'Keeps a client signed in to the client area after signing in with the code we e-mailed. It is a random key with no personal data in it.',
    removed: 'When you log out. The key stops working on our server 12 hours after you signed in, after 30 minutes without activity, or at once when you log out.',
  },
  {
    name: 'user',
    where: 'Local storage',
    purpose: 'The signed-in client\'s e-mail address and name, so the site can show that you are signed in.',
    removed: 'When you log out.',
  },
  {
    name: 'intake:draft:consultation',
    where: 'Session storage',
    purpose: 'A consultation request from the four-step form that has not reached us yet, so it is not lost if sending fails and you can send it again.',
    removed: 'As soon as the request is received, or when you close the browser tab.',
  },
  {
    name: 'intake:draft:lead-form',
    where: 'Session storage',
    purpose: 'The same for the short consultation form at the top of our pages.',
    removed: 'As soon as the request is received, or when you close the browser tab.',
  },
];
