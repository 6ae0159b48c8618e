import { type Locator, type Page } from '@playwright/test';
import { expect } from './test';

/** What a visitor types into the four steps of the consultation wizard. */
export interface WizardAnswers {
  scamType: string;
  amount: string;
  /** The amount as the site shows it back: in US dollars, the currency of the suite's `en` browser. */
  shownAmount: string;
  method: string;
  details: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export function wizardAnswersFor(email: string): WizardAnswers {
  return {
    scamType: 'Forex',
    amount: '1000-5000',
    shownAmount: '$1,000\u2013$5,000',
    method: 'BTC/Crypto',
    details: 'A trading platform blocked my withdrawals and asked for a release fee.',
    firstName: 'Amina',
    lastName: 'Rahman',
    phone: '1712345678',
    email,
  };
}

/** Walks the four steps of the wizard on /contact-us, as a person would, and presses Submit (after `onLastStep`, when given). */
export async function submitWizard(page: Page, answers: WizardAnswers, onLastStep?: (step: Locator) => Promise<void>): Promise<void> {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
  await launcher.getByRole('combobox', { name: 'Scam type' }).selectOption({ label: answers.scamType });
  await launcher.getByRole('button', { name: 'Request a Consultation' }).click();

  const wizard = page.getByRole('dialog', { name: 'How much did you invest?' });
  await expect(wizard).toBeVisible();
  const next = page.getByRole('dialog').getByRole('button', { name: 'Next' });
  await wizard.getByLabel('Amount invested (USD)').fill('1000-500');
  await expect(next).toBeDisabled();
  await wizard.getByLabel('Amount invested (USD)').fill(answers.amount);
  await next.click();

  await page.getByRole('dialog', { name: 'How did you transfer the money?' }).getByLabel(answers.method).check();
  await next.click();

  await page.getByRole('dialog', { name: 'Anything else we should know about?' }).getByLabel('Case details').fill(answers.details);
  await next.click();

  const contact = page.getByRole('dialog', { name: 'How can we reach you?' });
  await expect(contact.getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +880 Bangladesh');
  await contact.getByLabel('First name').fill(answers.firstName);
  await contact.getByLabel('Last name').fill(answers.lastName);
  await contact.getByLabel('Phone number').fill(answers.phone);
  await contact.getByLabel('Email').fill(answers.email);
  await onLastStep?.(contact);
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
