// Keystroke filters: what an amount field accepts as it stands; of a value typed, pasted or taken from the page's
// HTML it keeps each character it accepts (keepAccepted: `ab12x` → `12`).
import { keepingAccepted } from '@frc/ui/fieldFilters';

/** Contact form: a non-negative number, or two digit groups joined by a hyphen (partial input allowed while typing). */
const CONTACT_AMOUNT_INPUT = /^(?:\d*\.?\d*|\d+-\d*)$/;

/** Wizard: digits with an optional decimal point, optionally a second such number after a hyphen. */
const WIZARD_AMOUNT_INPUT = /^(?:\d*\.?\d*|(?:\d+\.?\d*|\.\d+)-\d*\.?\d*)$/;

export function acceptsContactAmountInput(value: string): boolean {
  return CONTACT_AMOUNT_INPUT.test(value);
}

export function acceptsWizardAmountInput(value: string): boolean {
  return WIZARD_AMOUNT_INPUT.test(value);
}

/** What the contact form's amount keeps of a value given it. */
export const keptContactAmount = keepingAccepted(acceptsContactAmountInput);

/** What the wizard's amount keeps of a value given it. */
export const keptWizardAmount = keepingAccepted(acceptsWizardAmountInput);

function parseAmount(text: string): number | null {
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** A single amount of at least 0, or a range whose second number is at least its first. */
export function isValidInvestmentAmount(value: string): boolean {
  const parts = value.split('-');
  if (parts.length === 1) {
    const amount = parseAmount(parts[0] ?? '');
    return amount !== null && amount >= 0;
  }
  if (parts.length !== 2) return false;
  const from = parseAmount(parts[0] ?? '');
  const to = parseAmount(parts[1] ?? '');
  return from !== null && to !== null && from >= 0 && to >= from;
}
