import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fetchCalls, jsonResponse, mockFetch } from '../testing/fetchMock';
import { ConfirmRequestPage } from './ConfirmRequestPage';

const TOKEN = 'uFd76t4X_BMCDsYRns7LqEMP8bwLcxXB-Lf9dJFPIsM';

function renderAt(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/contact-us/confirm${search}`]}>
      <Routes>
        <Route path="/contact-us/confirm" element={<ConfirmRequestPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ConfirmRequestPage', () => {
  it('confirms only when the visitor presses the button, then says so and links to the cases', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { status: 'success', message: 'Thank you. Your request is confirmed and now shows in your client area.' }));
    renderAt(`?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your consultation request');
    // Opening the link changes nothing: mail scanners open links too.
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Yes, I sent this request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your request is confirmed and now shows in your client area.');
    expect(screen.getByRole('link', { name: 'See your cases' })).toHaveAttribute('href', '/dashboard/cases');
    expect(fetchCalls(fetchMock)).toEqual([{ url: '/api/services/confirm', method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: { token: TOKEN } }]);
  });

  it("shows the server's message for a link that is no longer valid, and a way to send the request again", async () => {
    mockFetch(jsonResponse(404, { message: 'This confirmation link is not valid or has expired.' }));
    renderAt(`?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I sent this request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is not valid or has expired.');
    expect(screen.getByRole('link', { name: 'send it again' })).toHaveAttribute('href', '/contact-us');
  });

  it('says plainly when nothing came back, so the visitor can try again', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    renderAt(`?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I sent this request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your request just now.');
  });

  it('explains an incomplete link without calling the API', () => {
    const fetchMock = mockFetch(jsonResponse(200));
    renderAt('?token=abc');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
