import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShareRow } from './ShareRow';

const TITLE = 'Guaranteed returns: the oldest lie in trading';
const PATH = '/blog/guaranteed-returns-investments';
const URL = `${window.location.origin}${PATH}`;

function stubClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('ShareRow', () => {
  it('offers e-mail and three networks as plain links to the article, and copies its address', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    render(<ShareRow title={TITLE} path={PATH} />);
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(URL)));
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  });
});

describe('ShareRow before its script has run', () => {
  it('holds a press of "Copy link" made on the HTML and copies once hydrated, or shows the address if the browser refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    stubClipboard(writeText);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ShareRow title={TITLE} path={PATH} />);
    document.body.append(container);
    const copy = within(container).getByRole('button', { name: 'Copy link' });
    expect(copy).toHaveAttribute('data-press-when-ready');
    copy.setAttribute('data-press-pending', ''); // held by the page's first script
    copy.setAttribute('aria-busy', 'true');

    await act(async () => {
      hydrateRoot(container, <ShareRow title={TITLE} path={PATH} />);
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(within(container).getByRole('status')).toHaveTextContent(`Your browser did not let us copy. The address is ${URL}`);
    expect(copy).not.toHaveAttribute('data-press-pending');
    container.remove();
  });
});
