import { Link } from 'react-router-dom';
import { CtaBanner } from './CtaBanner';

export interface ContactUsBannerProps {
  title: string;
  text: string;
  /** The link's words; 'Contact us' unless the page says otherwise. */
  linkLabel?: string;
}

/** The call-to-action band whose one action is a link to /contact-us. */
export function ContactUsBanner({ title, text, linkLabel = 'Contact us' }: ContactUsBannerProps) {
  return (
    <CtaBanner title={title} text={text}>
      <Link to="/contact-us" className="button">
        {linkLabel}
      </Link>
    </CtaBanner>
  );
}
