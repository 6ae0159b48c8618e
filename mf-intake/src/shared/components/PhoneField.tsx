import { FormField } from '@frc/ui/FormField';
import { splitInternationalPhone, type Country } from '../domain/countries';
import { CountryCodePicker } from './CountryCodePicker';

interface PhoneFieldProps {
  id: string;
  countries: readonly Country[];
  countryCode: string;
  onCountryChange: (countryCode: string) => void;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  label?: string;
  required?: boolean;
}

/**
 * Country code dropdown with flags beside a phone number input. The browser may fill the full international number
 * (`autocomplete="tel"`): its dial code then picks the country and the field keeps the national part.
 */
export function PhoneField({ id, countries, countryCode, onCountryChange, value, onChange, onBlur, error, label = 'Phone number', required }: PhoneFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      required={required}
      prefix={<CountryCodePicker id={`${id}-country`} countries={countries} value={countryCode} onChange={onCountryChange} />}
    >
      {(control) => (
        <input
          {...control}
          type="tel"
          name="phone"
          autoComplete="tel"
          required={required}
          value={value}
          onChange={(event) => {
            const split = splitInternationalPhone(countries, countryCode, event.target.value);
            if (split && split.countryCode !== countryCode) onCountryChange(split.countryCode);
            onChange(split ? split.number : event.target.value);
          }}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
