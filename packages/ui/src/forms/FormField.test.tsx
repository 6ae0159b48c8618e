import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';
import { FormStatus } from './FormStatus';
import { HoneypotField } from './HoneypotField';

describe('FormField', () => {
  it('names the control by its label and describes it by its hint and error', () => {
    render(
      <FormField id="email" label="Email" required hint="We reply to this address." error="Valid email required">
        {(control) => <input {...control} type="email" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We reply to this address. Valid email required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves a valid control undescribed, and marks optional fields only when asked', () => {
    const { rerender } = render(<FormField id="site" label="Website">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender(
      <FormField id="site" label="Website" markOptional>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Website (optional)' })).toBeInTheDocument();
  });

  it('puts a prefix on the line of the control', () => {
    render(
      <FormField id="phone" label="Phone number" prefix={<button type="button">+44</button>}>
        {(control) => <input {...control} type="tel" />}
      </FormField>,
    );
    expect(screen.getByRole('button', { name: '+44' }).nextElementSibling).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
  });
});

describe('FormStatus', () => {
  it('announces success politely and failure at once', () => {
    const { rerender } = render(<FormStatus tone="success" title="Thank you." />);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you.');
    rerender(<FormStatus tone="error" title="Not sent." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent.');
  });
});

describe('HoneypotField', () => {
  it('is hidden from people and out of the tab order, under the field name the API checks', () => {
    const { container } = render(<HoneypotField value="" onChange={jest.fn()} />);
    const trap = container.querySelector('input[name="website_url"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
