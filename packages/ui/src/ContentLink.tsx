import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentLinkKind } from '@frc/contracts/browser';

export interface ContentLinkProps {
  /** The target as the content gives it. */
  to: string;
  children: ReactNode;
  className?: string;
  /** For an address outside the site (`_blank` opens it in a new tab). */
  target?: '_blank';
  rel?: string;
}

/**
 * A link that content gives: a site path through the router, an https:// address or a mailto:/tel: link as a plain
 * link, and anything else (what the API refuses at save and publish, should a page ever hold one) as its text only,
 * never a link (contentLinkKind, DECISIONS.md #23).
 */
export function ContentLink({ to, children, className, target, rel }: ContentLinkProps) {
  const kind = contentLinkKind(to);
  if (kind === 'site') {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (kind === 'outside') {
    return (
      <a href={to} className={className} target={target} rel={rel}>
        {children}
      </a>
    );
  }
  return <>{children}</>;
}
