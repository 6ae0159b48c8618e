import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENGAGEMENT_VERIFY_MAX_BYTES, ENGAGEMENT_VERIFY_PATH, type EngagementVerifyResponse } from '@frc/contracts/browser';
import { answerApiRequests, jsonResponse, type SentRequest } from '@frc/submission/testing';
import VerifyLetterForm, { TOO_LARGE } from './VerifyLetterForm';

const SIGNED_AT = '2026-11-29T10:15:00.000Z';

function answering(answer: EngagementVerifyResponse | Response) {
  const sent: { url: string; init: SentRequest }[] = [];
  answerApiRequests((url, init) => {
    sent.push({ url, init });
    return 'status' in answer && typeof answer.status === 'number' ? (answer as Response) : jsonResponse(200, answer);
  });
  return sent;
}

async function dropIn(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  render(<VerifyLetterForm />);
  await user.upload(screen.getByLabelText('Choose the signed letter (PDF)'), file);
}

const pdf = (name = 'engagement-signed.pdf') => new File(['%PDF-1.7 sealed'], name, { type: 'application/pdf' });

describe('the check of a signed letter', () => {
  it('sends the chosen file as a PDF and says it is intact, sealed by whom and when, and issued here', async () => {
    const sent = answering({ intact: true, sealedBy: 'ClearTrace Recovery', signedAt: SIGNED_AT, issuedHere: true });
    await dropIn(new File(['%PDF-1.7 sealed'], 'from-a-phone.pdf', { type: '' }));
    expect(await screen.findByRole('heading', { name: 'Intact: this letter was issued by ClearTrace Recovery' })).toBeInTheDocument();
    expect(screen.getByText(/from-a-phone\.pdf is unchanged since it was sealed by ClearTrace Recovery on/)).toBeInTheDocument();
    expect(screen.getByText(/29 November 2026/)).toHaveAttribute('dateTime', SIGNED_AT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(ENGAGEMENT_VERIFY_PATH);
    expect(sent[0]!.init.headers['Content-Type']).toBe('application/pdf');
    expect(await (sent[0]!.init.body as unknown as Blob).text()).toBe('%PDF-1.7 sealed');
  });

  it.each([
    ['Altered after it was sealed', { intact: false, sealedBy: 'ClearTrace Recovery', signedAt: SIGNED_AT, issuedHere: false }],
    ['No seal found', { intact: false, sealedBy: null, signedAt: null, issuedHere: false }],
    ['Sealed, but not a letter this firm issued', { intact: true, sealedBy: 'Someone Else Ltd', signedAt: SIGNED_AT, issuedHere: false }],
  ])('says in words what the check found: %s', async (heading, check) => {
    answering(check);
    await dropIn(pdf());
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('refuses a file over 10 MB in the page, before anything is sent, and shows the API’s refusal of a file that is not a PDF', async () => {
    const sent = answering(jsonResponse(415, { status: 'error', message: 'This file is not a PDF.' }));
    const big = pdf('scan.pdf');
    Object.defineProperty(big, 'size', { value: ENGAGEMENT_VERIFY_MAX_BYTES + 1 });
    await dropIn(big);
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_LARGE);
    expect(sent).toHaveLength(0);

    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose the signed letter (PDF)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PDF.');
    expect(sent).toHaveLength(1);
  });
});
