import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { jsonResponse, requestInit, stubFetch } from '../../../testing/fetchMock';
import { NewsletterLink } from './NewsletterLink';
import { NewsletterLinkAction } from './NewsletterLinkAction';

const TOKEN = 'uFd76t4X_BMCDsYRns7LqEMP8bwLcxXB-Lf9dJFPIsM';

function renderAt(kind: 'confirm' | 'unsubscribe', search: string) {
  return render(
    <MemoryRouter initialEntries={[`/newsletter/${kind}${search}`]}>
      <Routes>
        <Route path={`/newsletter/${kind}`} element={<NewsletterLink kind={kind} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NewsletterLink', () => {
  it('confirms the sign-up only when the visitor presses the button, then says so', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { status: 'success', message: 'Your subscription is confirmed. The next issue will come to this address.' }));
    renderAt('confirm', `?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your newsletter sign-up');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send me the newsletter' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed.');
    expect(fetchMock.mock.calls).toHaveLength(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/newsletter/confirm');
    const init = requestInit(fetchMock);
    expect([init.method, init.headers, JSON.parse(String(init.body))]).toEqual(['POST', { Accept: 'application/json', 'Content-Type': 'application/json' }, { token: TOKEN }]);
  });

  it("unsubscribes with the link's token, and shows the server's message for a link that no longer works", async () => {
    const fetchMock = stubFetch(jsonResponse(404, { message: 'This link is not valid or has expired.' }));
    renderAt('unsubscribe', `?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe and delete my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired.');
    expect(screen.getByRole('link', { name: 'sign up again' })).toHaveAttribute('href', '/newsletter-signup');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/newsletter/unsubscribe');
  });

  it('says an incomplete link is incomplete, and sends nothing', () => {
    const fetchMock = stubFetch(jsonResponse(200, {}));
    renderAt('confirm', '?token=abc');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('NewsletterLinkAction before its script has run', () => {
  const island = (entry: string) => (
    <MemoryRouter initialEntries={[entry]}>
      <NewsletterLinkAction kind="confirm" />
    </MemoryRouter>
  );

  /** The page's HTML, rendered without the link's query, with a press of its button held by the page's first script. */
  function paintAndPress() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(island('/newsletter/confirm'));
    document.body.append(container);
    const button = within(container).getByRole('button', { name: 'Yes, send me the newsletter' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-press-when-ready');
    button.setAttribute('data-press-pending', '');
    button.setAttribute('aria-busy', 'true');
    return container;
  }

  it("holds a press made on the HTML and confirms with the link's token once hydrated, once", async () => {
    const fetchMock = stubFetch(jsonResponse(200, { status: 'success', message: 'Your subscription is confirmed. The next issue will come to this address.' }));
    const container = paintAndPress();
    await act(async () => {
      hydrateRoot(container, island(`/newsletter/confirm?token=${TOKEN}`));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(requestInit(fetchMock).body))).toEqual({ token: TOKEN });
    container.remove();
  });

  it('sends nothing for a press held on an incomplete link, and says the link is incomplete', async () => {
    const fetchMock = stubFetch(jsonResponse(200, {}));
    const container = paintAndPress();
    await act(async () => {
      hydrateRoot(container, island('/newsletter/confirm?token=abc'));
    });
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    container.remove();
  });
});
