import { contentLinkKind } from '@frc/contracts/browser';

/** A target as `[label](target)` can hold it: no space, no bracket that would end it early. */
export function inlineLinkTarget(href: string): string {
  return href.trim().replace(/\s/g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A link a body may hold, by the content's one link rule (contentLinkKind): a path of the site, an https:// address, mailto: or tel:. */
export function isAllowedLinkTarget(href: string): boolean {
  return contentLinkKind(inlineLinkTarget(href)) !== null;
}
