import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { NeedsJavaScript } from './NeedsJavaScript';

describe('NeedsJavaScript', () => {
  it('is in the HTML for browsers without scripts, with the phone number and e-mail address', () => {
    const html = renderToString(<NeedsJavaScript action="sign you in" />);
    expect(html).toMatch(/^<noscript>/);
    expect(html).toContain('This form needs JavaScript to sign you in.');
    expect(html).toContain('href="tel:+12025550147"');
    expect(html).toContain('mailto:support@cleartrace-recovery.example');
  });

  it('shows nothing where scripts run', () => {
    const { container } = render(<NeedsJavaScript />);
    expect(container.textContent).toBe('');
  });
});
