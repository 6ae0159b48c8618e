import { ExternalLink } from 'lucide-react';
import { ContentLink } from '@frc/ui/ContentLink';
import type { FraudTool } from '../fraudTools';

/** The tool's own website, in a new tab and without handing it this page (our own checker stays in the site). */
export function ToolWebsiteLink({ tool, className }: { tool: FraudTool; className?: string }) {
  const { website } = tool;
  if (website.kind === 'internal') {
    return (
      <ContentLink to={website.to} className={className}>
        {website.label}
      </ContentLink>
    );
  }
  return (
    <ContentLink to={website.href} target="_blank" rel="noopener noreferrer" className={className}>
      Visit website <ExternalLink aria-hidden="true" size={16} />
      <span className="visually-hidden"> of {tool.title} (opens in a new tab)</span>
    </ContentLink>
  );
}
