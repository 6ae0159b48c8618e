import { render, screen, within } from '@testing-library/react';
import { formatMoment } from '../formatMoment';
import { CaseThread } from './CaseThread';
import { caseDocument, caseMessage } from './caseRoomFixtures';

describe('CaseThread', () => {
  it('shows markup and links typed into a message as text, never as HTML, and keeps its line breaks', () => {
    const typed = '<img src=x onerror="alert(1)"> <b>bold</b>\nSee https://example.com/page';
    render(<CaseThread viewer="client" messages={[caseMessage({ text: typed })]} renderDocument={() => null} />);
    const log = screen.getByRole('log', { name: 'Messages' });
    const text = within(log).getByText((_, element) => element?.tagName === 'P' && element.textContent === typed);
    expect(text.innerHTML).not.toContain('<img');
    expect(text.innerHTML).not.toContain('<b>');
    expect(log.querySelector('img, b, a')).toBeNull();
    expect(text).toHaveClass('text');
  });

  it('names each author and their side, with the time, and offers the attachments', () => {
    render(
      <CaseThread
        viewer="client"
        messages={[
          caseMessage({ id: 1 }),
          caseMessage({ id: 2, author: 'team', authorName: 'Casey Manager', text: 'Thank you.', documents: [caseDocument({ id: 7, name: 'report.pdf' })] }),
        ]}
        renderDocument={(document) => <button type="button">Download {document.name}</button>}
      />,
    );
    const items = within(screen.getByRole('log')).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(items[0]).toHaveTextContent('Amina Rahman (Client), 26 Nov 2026');
    expect(items[1]).toHaveTextContent('Casey Manager (Case team)');
    expect(within(items[1]!).getByRole('list', { name: 'Attached files' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Download report.pdf' })).toBeInTheDocument();
  });

  it("tells the team when the client read each of the team's messages, and tells the client nothing of it", () => {
    const messages = [
      caseMessage({ id: 1, author: 'team', authorName: 'Casey Manager', text: 'Read one', readByOther: true, readAt: '2026-11-26T11:15:00.000Z' }),
      caseMessage({ id: 2, author: 'team', authorName: 'Casey Manager', text: 'Unread one' }),
      caseMessage({ id: 3, text: 'From the client', readByOther: true, readAt: '2026-11-26T11:20:00.000Z' }),
    ];
    const { unmount } = render(<CaseThread viewer="team" messages={messages} renderDocument={() => null} />);
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.match(/Read by the client at [^]*$/)?.[0] ?? null)).toEqual([`Read by the client at ${formatMoment('2026-11-26T11:15:00.000Z')}`, null, null]);
    unmount();
    render(<CaseThread viewer="client" messages={messages} renderDocument={() => null} />);
    expect(screen.queryByText(/Read by the client/)).not.toBeInTheDocument();
  });

  it('says so when there are no messages', () => {
    render(<CaseThread viewer="team" messages={[]} renderDocument={() => null} />);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });
});
