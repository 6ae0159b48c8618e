/** A link a body may hold: a path of the site, a section of the page, a web address or an e-mail address. */
const ALLOWED_TARGET = /^(?:\/(?!\/)|#|https?:\/\/[^\s]|mailto:[^\s])/i;

export function isAllowedLinkTarget(href: string): boolean {
  return ALLOWED_TARGET.test(href.trim());
}

/** A target as `[label](target)` can hold it: no space, no bracket that would end it early. */
export function inlineLinkTarget(href: string): string {
  return href.trim().replace(/\s/g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A label as `[label](target)` can hold it: square brackets would end it early. */
export function inlineLinkLabel(label: string): string {
  return label.replace(/[[\]]/g, '');
}
