import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TextBlocks } from './TextBlocks';

function renderBlocks(blocks: Parameters<typeof TextBlocks>[0]['blocks']) {
  return render(
    <MemoryRouter>
      <TextBlocks blocks={blocks} />
    </MemoryRouter>,
  );
}

describe('TextBlocks', () => {
  it('turns [label](target) in a paragraph or list sentence into links, the site\'s paths through the router', () => {
    renderBlocks([
      { kind: 'paragraph', text: 'Write to [help@example.com](mailto:help@example.com) or read our [Privacy Policy](/privacy-policy).' },
      { kind: 'list', items: ['See [the FAQ](/faq) first.', 'Plain [brackets] stay text.'] },
    ]);
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('Write to', { exact: false }).textContent).toBe('Write to help@example.com or read our Privacy Policy.');
    expect(screen.getByText('Plain [brackets] stay text.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('draws a table whose first column heads its rows, each cell labelled for the stacked small-screen layout', () => {
    renderBlocks([
      {
        kind: 'table',
        caption: 'Stored items',
        columns: ['Name', 'Kept in', 'Why'],
        rows: [
          ['authToken', 'Local storage', 'Keeps you signed in. See [the policy](/privacy-policy).'],
          ['draft', 'Session storage', 'Keeps an unsent request.'],
        ],
        codeRowHeaders: true,
      },
    ]);
    const table = screen.getByRole('table', { name: 'Stored items' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Kept in', 'Why']);
    const rowHeader = within(table).getByRole('rowheader', { name: 'authToken' });
    expect(rowHeader.querySelector('code')).toHaveTextContent('authToken');
    expect(within(table).getByRole('cell', { name: 'Session storage' })).toHaveAttribute('data-label', 'Kept in');
    expect(within(table).getByRole('link', { name: 'the policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
