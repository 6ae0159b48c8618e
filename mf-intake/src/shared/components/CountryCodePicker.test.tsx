import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FORM_COUNTRIES, WIZARD_COUNTRIES } from '../domain/countries';
import { CountryCodePicker } from './CountryCodePicker';

function Picker({ countries = LEAD_FORM_COUNTRIES, initial = 'US' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountryCodePicker id="picker" countries={countries} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const button = () => screen.getByRole('button', { name: /country code/i });

describe('CountryCodePicker', () => {
  it('shows the default +1 with its flag, and lists the 15 lead-form countries with our own flags', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(button()).toHaveAccessibleName('Country code +1 United States');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.click(button());
    const list = screen.getByRole('listbox', { name: 'Country code' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(15);
    expect(options.map((option) => option.textContent)).toEqual(
      LEAD_FORM_COUNTRIES.map((country) => `${country.dialCode}${country.name}`),
    );
    // Flags are decorative (the name is in the text) and come from our own bundle.
    expect(list.querySelectorAll('img[alt=""]')).toHaveLength(15);
  });

  it('offers the wizard its 8 dial codes, +880 first', async () => {
    const user = userEvent.setup();
    render(<Picker countries={WIZARD_COUNTRIES} initial="BD" />);
    expect(button()).toHaveAccessibleName('Country code +880 Bangladesh');
    await user.click(button());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '+880Bangladesh',
      '+1United States',
      '+44United Kingdom',
      '+91India',
      '+61Australia',
      '+1Canada',
      '+49Germany',
      '+33France',
    ]);
  });

  it('closes when a code is picked, keeping the US and Canada apart though both are +1', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(button());
    await user.click(screen.getByRole('option', { name: /Canada/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('CA');
    expect(button()).toHaveAccessibleName('Country code +1 Canada');
    expect(button()).toHaveFocus();
  });

  it('works by keyboard: arrows, Home/End, Enter picks, Escape closes without picking', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    button().focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute('aria-activedescendant', 'picker-option-0');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', 'picker-option-2');
    await user.keyboard('{End}');
    expect(list).toHaveAttribute('aria-activedescendant', 'picker-option-14');
    await user.keyboard('{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', 'picker-option-14');
    await user.keyboard('{Home}{ArrowUp}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('AU');
    expect(button()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', 'picker-option-2');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('AU');
    expect(button()).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Picker />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
