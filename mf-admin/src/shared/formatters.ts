const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount as the API gives it ('1500.50'), in US dollars; '' when there is none. */
export function formatUsDollars(amount: number | string | null): string {
  if (amount === null || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return (Number.isInteger(value) ? wholeDollars : dollarsAndCents).format(value);
}

export { formatMoment } from '@frc/ui/formatMoment';
