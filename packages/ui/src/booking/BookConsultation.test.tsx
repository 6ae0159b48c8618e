import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookConsultation } from './BookConsultation';

const slot = { startsAt: '2030-03-05T15:00:00.000Z', endsAt: '2030-03-05T15:30:00.000Z' };
const realFetch = globalThis.fetch;

/** The free times as the API gives them: `video` says whether the firm has a video service. */
function freeTimes(video: boolean) {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ slots: [slot], video }) })) as unknown as typeof fetch;
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('BookConsultation: how to talk', () => {
  it('offers phone or video when the firm has a video service and the request a number', async () => {
    freeTimes(true);
    const book = jest.fn(async () => ({ message: 'This time has just been taken. Please choose another.' }));
    render(<BookConsultation hasPhone book={book} />);
    const channels = await screen.findByRole('group', { name: 'How shall we talk?' });
    expect(channels).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /By video call/ }));
    await userEvent.click(screen.getAllByRole('radio', { name: /^\d\d:\d\d$/ })[0]!);
    await userEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect(book).toHaveBeenCalledWith(expect.objectContaining({ startsAt: slot.startsAt, channel: 'video' }));
  });

  it('says consultations are by phone when the firm has no video service, and books a phone call', async () => {
    freeTimes(false);
    const book = jest.fn(async () => ({ message: 'refused' }));
    render(<BookConsultation hasPhone book={book} />);
    expect(await screen.findByText('Consultations are by phone: we will call you on the number you gave.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How shall we talk?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio', { name: /^\d\d:\d\d$/ })[0]!);
    await userEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect(book).toHaveBeenCalledWith(expect.objectContaining({ channel: 'phone' }));
  });

  it('gives the phone to call instead of a button when there is neither a number nor a video service', async () => {
    freeTimes(false);
    render(<BookConsultation hasPhone={false} book={jest.fn()} />);
    const line = await screen.findByText(/Consultations are by phone, and your request has no phone number/);
    expect(within(line).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.queryByRole('button', { name: /Book|Choose a time/ })).not.toBeInTheDocument();
  });

  it('offers video alone to a request without a number', async () => {
    freeTimes(true);
    render(<BookConsultation hasPhone={false} book={jest.fn()} />);
    expect(await screen.findByText('By video call: we e-mail you a private link.')).toBeInTheDocument();
  });
});
