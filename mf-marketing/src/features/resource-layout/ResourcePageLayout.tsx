import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { CtaBanner } from '../../shared/components/CtaBanner';
import type { Crumb } from '../../shared/components/Breadcrumb';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import styles from './ResourcePageLayout.module.scss';

export interface ResourcePageLayoutProps {
  title: string;
  subtitle: string;
  /** The area the page belongs to, above the title. */
  eyebrow?: string;
  breadcrumb?: readonly Crumb[];
  /** Bands of the page (PageSection), between the title and the closing call to action. */
  children: ReactNode;
}

/**
 * The layout the blacklist, whistleblowing and fraud-prevention pages share: title, subtitle,
 * the page's content, and a closing 'Get Your Money Back' link to the contact form.
 */
export function ResourcePageLayout({ title, subtitle, eyebrow, breadcrumb, children }: ResourcePageLayoutProps) {
  return (
    <>
      <PageHero title={title} eyebrow={eyebrow} breadcrumb={breadcrumb} lead={<p>{subtitle}</p>} />
      {children}
      <PageSection tone="muted">
        <CtaBanner
          title="Lost money to a scam?"
          text="Tell us what happened. We review every case, tell you honestly whether recovery looks possible, and explain the costs before any work starts."
        >
          <Link to="/contact-us" className={`button ${styles.getMoneyBack}`}>
            Get Your Money Back <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </CtaBanner>
      </PageSection>
    </>
  );
}
