import { useId, useState } from 'react';
import { Link2, Mail, Share2 } from 'lucide-react';
import { siteOrigin } from '@frc/ui/pageHead';
import { PressWhenReadyButton } from '@frc/ui/PressWhenReadyButton';
import { useHydrated } from '@frc/ui/useHydrated';
import styles from './ShareRow.module.scss';

/** Plain share addresses: no third-party script is loaded, and nothing is sent anywhere until the reader clicks. */
function shareTargets(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return [
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share this article: the device's share sheet where there is one, e-mail, copy the link, and plain links to three
 * networks. Its props are plain data. The links work from the page's HTML; a press of "Copy link" before the script
 * has run is held, and copies once hydrated (or, if the browser no longer allows it, shows the address).
 */
export function ShareRow({ title, path }: { title: string; path: string }) {
  const labelId = useId();
  const url = `${siteOrigin()}${path}`;
  const [copy, setCopy] = useState<CopyState>('idle');
  // The share sheet is the browser's: offered once the page runs in one (the server's HTML has no such button).
  const canShare = useHydrated() && typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const shareNatively = () => {
    navigator.share({ title, url }).catch(() => {
      // The reader closed the share sheet: nothing to do.
    });
  };

  return (
    <div className={styles.share}>
      <p className={styles.label} id={labelId}>
        Share this article
      </p>
      <ul className={styles.actions} aria-labelledby={labelId}>
        {canShare && (
          <li>
            <button type="button" className={styles.action} onClick={shareNatively}>
              <Share2 aria-hidden="true" size={18} /> Share…
            </button>
          </li>
        )}
        <li>
          <a className={styles.action} href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`}>
            <Mail aria-hidden="true" size={18} /> E-mail
          </a>
        </li>
        <li>
          <PressWhenReadyButton className={styles.action} onPress={() => void copyLink()}>
            <Link2 aria-hidden="true" size={18} /> Copy link
          </PressWhenReadyButton>
        </li>
        {shareTargets(url, title).map((target) => (
          <li key={target.label}>
            <a className={styles.action} href={target.href} target="_blank" rel="noopener noreferrer">
              {target.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.copyStatus}>
        {copy === 'copied' && 'Link copied.'}
        {copy === 'failed' && `Your browser did not let us copy. The address is ${url}`}
      </p>
    </div>
  );
}
