import { type Page } from '@playwright/test';
import { submitWizard, type WizardAnswers } from './consultationWizard';
import { expect } from './test';

/** A statement as a victim's bank gives it: a PDF (its first bytes are what the API goes by). */
export const STATEMENT = { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1') };
/** A phone photo already in JPEG, a 1 × 1 one (a HEIC photo the API converts to JPEG; api/test/requestFiles.test.ts). */
export const PHOTO = {
  name: 'IMG_0042.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64'),
};
export const PHONE = { width: 390, height: 844 };

/**
 * The victim sends the wizard with the statement and the photo, at once (the uploads follow the request), is thanked
 * by name, and keeps the page open until it says both files have reached us: until then the team may open the
 * request before a file has joined it.
 */
export async function sendWizardWithEvidence(victim: Page, answers: WizardAnswers): Promise<void> {
  await submitWizard(victim, answers, async (lastStep) => {
    await lastStep.getByLabel('Screenshots or statements (optional)').setInputFiles([STATEMENT, PHOTO]);
    const sent = lastStep.getByRole('list', { name: 'Files sent with your request' });
    await expect(sent.getByRole('listitem')).toHaveCount(2);
  });
  await expect(victim).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(victim.getByRole('heading', { level: 1 })).toHaveText(`Thank you, ${answers.firstName}. Your request has reached us.`);
  await expectFilesArrived(victim, 2);
}

/** The thank-you page lists the request's files, each "Uploaded", and says they have reached us. */
export async function expectFilesArrived(victim: Page, count: number): Promise<void> {
  const files = victim.getByRole('region', { name: 'Your files' });
  await expect(files.getByRole('list', { name: 'Files sent with your request' }).getByText('Uploaded')).toHaveCount(count);
  await expect(files.getByText('Your files have reached us with your request.')).toBeVisible();
}

/** The open inbox item lists both files, and previews each: the photo as an image, the PDF in its frame. */
export async function expectEvidenceOnItem(staff: Page): Promise<void> {
  const files = staff.getByRole('region', { name: 'Files sent with the request' });
  await expect(files.getByRole('link', { name: /^Download / })).toHaveText([/statement\.pdf/, /IMG_0042\.jpg/]);
  await files.getByRole('button', { name: 'Preview IMG_0042.jpg' }).click();
  await expect(files.getByRole('img', { name: 'IMG_0042.jpg, as sent' })).toBeVisible();
  await files.getByRole('button', { name: 'Preview statement.pdf' }).click();
  await expect(files.getByRole('region', { name: 'Preview of statement.pdf' })).toBeVisible();
}

/** The case page's Documents tab lists both files as sent with the request. */
export async function expectEvidenceInCase(staff: Page, caseRef: string): Promise<void> {
  await staff.getByRole('navigation', { name: `Case ${caseRef}` }).getByRole('link', { name: /^Documents/ }).click();
  const documents = staff.getByRole('region', { name: 'Documents' });
  for (const file of [STATEMENT.name, PHOTO.name]) await expect(documents.getByRole('link', { name: `Download ${file}` })).toBeVisible();
  await expect(documents.getByText(/sent with the request/)).toHaveCount(2);
}
