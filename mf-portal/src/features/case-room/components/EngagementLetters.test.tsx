import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVALID_VERIFICATION_CODE, type ClientCase, type EngagementLetter, type EngagementState } from '@frc/contracts/browser';
import { sessionStore } from '@frc/session';
import { jsonResponse, mockFetch } from '../../../testing/fakeApi';
import { renderPortal, signInAs } from '../../../testing/renderPortal';
import { CODE_NEEDED, NAME_NEEDED, REASON_NEEDED, WRONG_CODE } from './EngagementSigning';

// pdf.js needs a canvas and a real browser: its pages are drawn in the end-to-end suite; here it stands in.
jest.mock('../../../../../packages/ui/src/caseRoom/PdfPages', () => ({
  __esModule: true,
  default: ({ name, data }: { name: string; data: ArrayBuffer }) => <p>{`${data.byteLength} bytes of ${name} drawn`}</p>,
}));

const CASE: ClientCase = {
  ref: 'C-7',
  status: 'investigating',
  statusLabel: 'Investigating',
  managerName: 'Casey Manager',
  openedAt: '2026-11-20T09:00:00.000Z',
  timeline: [{ status: 'new', clientNote: null, at: '2026-11-20T09:00:00.000Z' }],
  requests: [],
  report: null,
  unread: 0,
  unreadDocuments: 0,
};

const LABELS: Record<EngagementState, string> = { sent: 'Sent', opened: 'Opened', consented: 'Agreed to sign electronically', signed: 'Signed', declined: 'Declined', voided: 'Voided', expired: 'Expired' };

function letter(state: EngagementState, overrides: Partial<EngagementLetter> = {}): EngagementLetter {
  return {
    id: 9,
    caseRef: 'C-7',
    title: 'Engagement letter',
    state,
    stateLabel: LABELS[state],
    sentAt: '2026-11-27T09:00:00.000Z',
    expiresAt: '2026-12-11T09:00:00.000Z',
    sentSha256: 'a'.repeat(64),
    signedSha256: null,
    signerName: null,
    declineReason: null,
    events: [{ kind: 'sent', label: 'Sent for signing', at: '2026-11-27T09:00:00.000Z', ip: null, userAgent: null }],
    ...overrides,
  };
}

const PDF = { status: 200, text: () => Promise.resolve('%PDF-1.7 the letter') } as Response;

/** The case room's API with one letter: each step moves it as the API would, or answers what `refuse` says. */
function letterApi(start: EngagementLetter, refuse: (step: string, body: Record<string, unknown>) => Response | undefined = () => undefined) {
  let current = start;
  const move = (state: EngagementState, extra: Partial<EngagementLetter> = {}) => {
    current = { ...current, state, stateLabel: LABELS[state], ...extra };
    return jsonResponse(200, { letter: current });
  };
  return mockFetch((url, init) => {
    if (url === '/api/cases') return jsonResponse(200, { items: [], unreadTotal: 0 });
    if (url === '/api/cases/C-7') return jsonResponse(200, { case: CASE });
    if (url.startsWith('/api/cases/C-7/messages')) return jsonResponse(200, { items: [], unread: 0 });
    if (url === '/api/cases/C-7/documents') return jsonResponse(200, { items: [] });
    if (url === '/api/cases/C-7/engagements') return jsonResponse(200, { items: [current] });
    if (url === '/api/cases/C-7/engagements/9/pdf') return PDF;
    const step = /^\/api\/cases\/C-7\/engagements\/9\/(\w+)$/.exec(url)?.[1];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const refused = step ? refuse(step, body) : undefined;
    if (refused) return refused;
    if (step === 'open') return move('opened');
    if (step === 'consent') return move('consented');
    if (step === 'code') return jsonResponse(200, { status: 'success', message: 'We have sent a signing code to your e-mail address.' });
    if (step === 'sign') return move('signed', { signerName: String(body.name), events: [...current.events, { kind: 'signed', label: 'Signed', at: '2026-11-28T10:00:00.000Z', ip: null, userAgent: null }] });
    if (step === 'decline') return move('declined', { declineReason: String(body.reason), events: [...current.events, { kind: 'declined', label: 'Declined', at: '2026-11-28T10:00:00.000Z', ip: null, userAgent: null }] });
    return jsonResponse(404, { status: 'error', message: 'Not found' });
  });
}

const stepCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => /\/engagements\/9\/\w+$/.test(String(url)) && init?.method !== 'GET' && !String(url).endsWith('/pdf')).map(([url, init]) => ({ step: String(url).split('/').pop(), body: init?.body ? JSON.parse(String(init.body)) : null }));

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:letter'), revokeObjectURL: jest.fn() });
});
beforeEach(() => signInAs({ id: 1, email: 'lukasz@example.com', name: 'Łukasz' }));
afterEach(() => sessionStore.getState().signOut());

async function consentedRoom(refuse?: Parameters<typeof letterApi>[1]) {
  const fetchMock = letterApi(letter('consented', { events: [] }), refuse);
  const view = renderPortal('/dashboard/cases/C-7');
  const section = await screen.findByRole('region', { name: 'Your engagement letter is ready to sign' });
  return { fetchMock, section, ...view };
}

describe('an engagement letter in the case room', () => {
  it('shows first in the room; reading it opens it, and only then is consent offered, after the disclosure', async () => {
    const fetchMock = letterApi(letter('sent'));
    const { user } = renderPortal('/dashboard/cases/C-7');
    const section = await screen.findByRole('region', { name: 'Your engagement letter is ready to sign' });
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(section);
    expect(within(section).queryByRole('button', { name: 'I agree to sign electronically' })).not.toBeInTheDocument();
    expect(section).toHaveTextContent('First open the letter above (Preview or Download)');
    for (const words of ['ask for this letter on paper at any time', 'withdraw your agreement at any time before you sign', 'a way to open a PDF file', 'It covers this letter only']) {
      expect(section).toHaveTextContent(words);
    }
    const paper = within(section).getByRole('link', { name: 'Ask for the letter on paper instead' });
    expect(decodeURIComponent(paper.getAttribute('href')!)).toMatch(/^mailto:.+\?subject=Paper copy of my engagement letter \(case C-7\)&body=Please send me/);
    expect(within(section).queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Preview Engagement letter C-7.pdf' }));
    expect(await within(section).findByText('19 bytes of Engagement letter C-7.pdf drawn')).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'I agree to sign electronically' }));
    expect(await within(section).findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(section).toHaveTextContent('You agreed to sign this letter electronically.');
    expect(stepCalls(fetchMock).map(({ step }) => step)).toEqual(['open', 'consent']);
  });

  it('reads the letter once: the letter turning opened neither loads it again nor draws it anew', async () => {
    const fetchMock = letterApi(letter('sent'));
    const { user } = renderPortal('/dashboard/cases/C-7');
    const section = await screen.findByRole('region', { name: 'Your engagement letter is ready to sign' });
    await user.click(within(section).getByRole('button', { name: 'Preview Engagement letter C-7.pdf' }));
    const drawn = await within(section).findByText('19 bytes of Engagement letter C-7.pdf drawn');
    // Opened: the disclosure's consent is offered once the API has recorded the reading.
    expect(await within(section).findByRole('button', { name: 'I agree to sign electronically' })).toBeInTheDocument();
    expect(stepCalls(fetchMock).map(({ step }) => step)).toEqual(['open']);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/engagements/9/pdf'))).toHaveLength(1);
    // The same drawing, not a second one of a second download.
    expect(within(section).getByText('19 bytes of Engagement letter C-7.pdf drawn')).toBe(drawn);
  });

  it('signs with the mailed code and the typed name, the drawing left out, then offers the sealed letter', async () => {
    const { fetchMock, section, user } = await consentedRoom();
    await user.click(within(section).getByRole('button', { name: 'Send me a code' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('We have sent a signing code to your e-mail address.');
    expect(within(section).getByRole('button', { name: 'Send me a new code' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Sign' }));
    expect(within(section).getByRole('textbox', { name: /The code from the e-mail/ })).toHaveAccessibleDescription(CODE_NEEDED);
    expect(within(section).getByRole('textbox', { name: /Your full name/ })).toHaveAccessibleDescription(expect.stringContaining(NAME_NEEDED));
    expect(stepCalls(fetchMock).map(({ step }) => step)).toEqual(['code']);

    const code = within(section).getByRole('textbox', { name: /The code from the e-mail/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12 34-56');
    expect(code).toHaveValue('123456');
    await user.type(within(section).getByRole('textbox', { name: /Your full name/ }), 'Łukasz Żółć');
    await user.click(within(section).getByRole('button', { name: 'Sign' }));
    const signed = await screen.findByRole('region', { name: 'Your engagement letter' });
    expect(signed).toHaveTextContent('Engagement letter: Signed');
    expect(signed).toHaveTextContent('You signed it as Łukasz Żółć on');
    expect(within(signed).getByRole('button', { name: 'Download the signed letter (PDF)' })).toBeInTheDocument();
    expect(within(signed).getByRole('link', { name: 'page that checks a signed letter' })).toHaveAttribute('href', '/verify');
    expect(stepCalls(fetchMock).at(-1)).toEqual({ step: 'sign', body: { code: '123456', name: 'Łukasz Żółć' } });
  });

  it('sends a drawn signature with the name when one was drawn, and none once cleared', async () => {
    const drawn = 'data:image/png;base64,iVBORw0KGgo=';
    const context = { beginPath: jest.fn(), moveTo: jest.fn(), lineTo: jest.fn(), stroke: jest.fn(), clearRect: jest.fn() };
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => drawn);
    const { fetchMock, section, user } = await consentedRoom((step) => (step === 'sign' ? jsonResponse(400, { status: 'error', message: INVALID_VERIFICATION_CODE }) : undefined));
    const canvas = section.querySelector('canvas')!;
    const clear = within(section).getByRole('button', { name: 'Clear the drawing' });
    expect(clear).toBeDisabled();
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(context.stroke).toHaveBeenCalled();

    await user.type(within(section).getByRole('textbox', { name: /The code from the e-mail/ }), '123456');
    await user.type(within(section).getByRole('textbox', { name: /Your full name/ }), 'Ada Lovelace');
    await user.click(within(section).getByRole('button', { name: 'Sign' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(WRONG_CODE);
    await user.click(clear);
    await user.click(within(section).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(stepCalls(fetchMock).filter(({ step }) => step === 'sign')).toHaveLength(2));
    expect(stepCalls(fetchMock).filter(({ step }) => step === 'sign').map(({ body }) => body)).toEqual([
      { code: '123456', name: 'Ada Lovelace', drawing: drawn },
      { code: '123456', name: 'Ada Lovelace' },
    ]);
    getContext.mockRestore();
    toDataURL.mockRestore();
  });

  it('says what the API says of an expired code or a code asked too soon', async () => {
    const expired = 'Verification code expired. Please request a new one.';
    const tooSoon = 'Please wait 1 minute before requesting another code.';
    const { section, user } = await consentedRoom((step) =>
      step === 'sign' ? jsonResponse(400, { status: 'error', message: expired }) : step === 'code' ? jsonResponse(429, { status: 'error', message: tooSoon }) : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Send me a code' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(tooSoon);
    await user.type(within(section).getByRole('textbox', { name: /The code from the e-mail/ }), '654321');
    await user.type(within(section).getByRole('textbox', { name: /Your full name/ }), 'Ada Lovelace');
    await user.click(within(section).getByRole('button', { name: 'Sign' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(expired);
  });

  it('declines with a reason, refusing none, and then says so with what comes next', async () => {
    const fetchMock = letterApi(letter('opened'));
    const { user } = renderPortal('/dashboard/cases/C-7');
    const section = await screen.findByRole('region', { name: 'Your engagement letter is ready to sign' });
    await user.click(within(section).getByText('I do not want to sign this letter'));
    await user.click(within(section).getByRole('button', { name: 'Decline' }));
    expect(within(section).getByRole('textbox', { name: /Why do you decline/ })).toHaveAccessibleDescription(REASON_NEEDED);
    await user.type(within(section).getByRole('textbox', { name: /Why do you decline/ }), 'The success fee is too high for me.');
    await user.click(within(section).getByRole('button', { name: 'Decline' }));
    const ended = await screen.findByRole('region', { name: 'Your engagement letter' });
    expect(ended).toHaveTextContent('Engagement letter: Declined');
    expect(ended).toHaveTextContent('Your reason: The success fee is too high for me.');
    expect(stepCalls(fetchMock)).toEqual([{ step: 'decline', body: { reason: 'The success fee is too high for me.' } }]);
  });

  it.each([
    ['voided', 'Withdrawn by the firm', 'often to send a corrected one'],
    ['expired', 'Expired', 'ask your case team in the messages below to send it again'],
  ] as const)('says in words that the letter ended (%s), and what to do next', async (state, title, next) => {
    letterApi(letter(state, { events: [{ kind: state, label: title, at: '2026-11-29T09:00:00.000Z', ip: null, userAgent: null }] }));
    renderPortal('/dashboard/cases/C-7');
    const ended = await screen.findByRole('region', { name: 'Your engagement letter' });
    expect(ended).toHaveTextContent(`Engagement letter: ${title}`);
    expect(ended).toHaveTextContent(next);
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing of engagement when the case has no letter', async () => {
    mockFetch((url) => {
      if (url === '/api/cases/C-7') return jsonResponse(200, { case: CASE });
      if (url === '/api/cases/C-7/engagements') return jsonResponse(200, { items: [] });
      return jsonResponse(200, { items: [], unread: 0, unreadTotal: 0 });
    });
    renderPortal('/dashboard/cases/C-7');
    expect(await screen.findByRole('region', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /engagement letter/ })).not.toBeInTheDocument();
  });
});
