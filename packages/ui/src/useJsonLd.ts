import { useEffect } from 'react';
import { notePageHead } from './pageHead';

/**
 * Puts structured data (schema.org JSON-LD) about the current page in the document head while the
 * calling component is mounted. `key` names the block, so two pages never leave two of one kind.
 * The block is data, never executed, so the site's script policy does not apply to it.
 */
export function useJsonLd(key: string, data: object | null): void {
  const json = data ? JSON.stringify(data) : null;
  notePageHead((head) => {
    if (json) head.jsonLd[key] = json;
  });
  useEffect(() => {
    if (!json) return undefined;
    const selector = `script[type="application/ld+json"][data-key="${key}"]`;
    document.head.querySelector(selector)?.remove();
    const block = document.createElement('script');
    block.type = 'application/ld+json';
    block.dataset.key = key;
    block.textContent = json;
    document.head.append(block);
    return () => block.remove();
  }, [key, json]);
}
