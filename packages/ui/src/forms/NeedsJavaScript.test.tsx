import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { publishedSiteText, renderWithPublished } from '../siteTextsTesting';
import { NeedsJavaScript } from './NeedsJavaScript';

describe('NeedsJavaScript', () => {
  it('is in the HTML for browsers without scripts, with the phone number and e-mail address', () => {
    const html = renderToString(<NeedsJavaScript action="sign you in" />);
    expect(html).toMatch(/^<noscript>/);
    expect(html).toContain('This form needs JavaScript to sign you in.');
    expect(html).toContain('href="tel:+12025550147"');
    expect(html).toContain('mailto:support@cleartrace-recovery.example');
  });

  it("gives the phone and e-mail an editor published in the footer's site text", () => {
    renderWithPublished([publishedSiteText('footer', { phone: '+44 20 7946 0018', email: 'help@example.org' })]);
    const html = renderToString(<NeedsJavaScript />);
    renderWithPublished(undefined);
    expect(html).toContain('href="tel:+442079460018"');
    expect(html).toContain('>help@example.org</a>');
    expect(html).not.toContain('cleartrace-recovery.example');
  });

  it('shows nothing where scripts run', () => {
    const { container } = render(<NeedsJavaScript />);
    expect(container.textContent).toBe('');
  });
});
