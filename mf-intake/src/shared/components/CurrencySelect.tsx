import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { FormField } from '@frc/ui/FormField';
import { currencyCode } from '@frc/contracts/browser';
import { useHydrated } from '@frc/ui/useHydrated';
import { currencyToSend } from '../domain/countries';
import { CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode } from '../domain/intakeCodes';
import styles from './CurrencySelect.module.scss';

export interface CurrencySelectProps {
  id: string;
  /** The currency the visitor chose; '' while they have not (the select then shows their region's). */
  chosen: CurrencyCode | '';
  onChoose: (code: CurrencyCode) => void;
}

/**
 * The currency of the amount beside it. The pre-rendered page shows US dollars; once hydrated, the visitor's region's
 * (visitorCurrency) until they choose one.
 */
export function CurrencySelect({ id, chosen, onChoose }: CurrencySelectProps) {
  const hydrated = useHydrated();
  const shown = hydrated ? currencyToSend(chosen) : chosen || DEFAULT_CURRENCY;
  // A currency chosen in the page's HTML before the script ran is kept: hydrating would set the select back to `shown`.
  const select = useRef<HTMLSelectElement>(null);
  const adopt = useEffectEvent((inPage: string) => {
    const code = currencyCode(inPage);
    if (code && code !== shown) onChoose(code);
  });
  useEffect(() => {
    if (select.current) adopt(select.current.value);
  }, []);
  return (
    <FormField id={id} label="Currency">
      {(control) => (
        <select
          {...control}
          ref={select}
          className={styles.select}
          value={shown}
          onChange={(event) => {
            const code = currencyCode(event.target.value);
            if (code) onChoose(code);
          }}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** An amount field and its currency on one line, the currency below it where the line is too narrow. */
export function AmountWithCurrency({ children }: { children: ReactNode }) {
  return <div className={styles.amountWithCurrency}>{children}</div>;
}
