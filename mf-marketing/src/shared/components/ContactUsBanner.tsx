import { Link } from 'react-router-dom';
import { CtaBanner } from './CtaBanner';

/** The call-to-action band whose one action is 'Contact us', to /contact-us. */
export function ContactUsBanner({ title, text }: { title: string; text: string }) {
  return (
    <CtaBanner title={title} text={text}>
      <Link to="/contact-us" className="button">
        Contact us
      </Link>
    </CtaBanner>
  );
}
