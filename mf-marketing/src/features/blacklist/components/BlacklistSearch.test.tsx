import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { scamListNoMatchMessage } from '../blacklistSearch';
import { BlacklistSearch } from './BlacklistSearch';

const entries = [
  { name: 'Zorvane FX Markets', type: 'Forex', warning: 'Clone of a licensed broker.' },
  { name: 'Quillmont Binary Pro', type: 'Binary options', warning: 'Blocks withdrawals.' },
];

function renderSearch() {
  render(
    <MemoryRouter>
      <BlacklistSearch entries={entries} typeLabel="Scam Type" caption="Companies on our scam list" noMatchMessage={scamListNoMatchMessage} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const search = async (text: string) => {
    const box = screen.getByRole('searchbox', { name: 'Company name' });
    await user.clear(box);
    if (text) await user.type(box, text);
    await user.click(screen.getByRole('button', { name: 'Search' }));
  };
  return { search };
}

describe('BlacklistSearch', () => {
  it('shows no results and no count before the first search', () => {
    renderSearch();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing:/)).not.toBeInTheDocument();
  });

  it('lists the matches with their type and warning, and announces the count', async () => {
    const { search } = renderSearch();
    await search('zorv');
    expect(screen.getByRole('status')).toHaveTextContent('Showing: 1 Companies');
    const table = screen.getByRole('table', { name: 'Companies on our scam list' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company Name', 'Scam Type', 'Warning']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Zorvane FX MarketsForexClone of a licensed broker.');
  });

  it('says the exact no-match message in the announced region when nothing matches', async () => {
    const { search } = renderSearch();
    await search('  Honest Broker ');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing: 0 Companies');
    expect(within(status).getByText(scamListNoMatchMessage('Honest Broker'))).toBeInTheDocument();
    // The spec's sentence never stands alone: the list is short, and absence from it is no clean bill of health.
    expect(status).toHaveTextContent(/"Honest Broker" is not on our list, but our list holds only \d+ names, so this does not mean the company is safe\./);
    expect(screen.getByRole('link', { name: 'where to report a scam for free' })).toHaveAttribute('href', '/report-a-scam');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us to check a company' })).toHaveAttribute('href', '/contact-us');
  });

  it('finds nothing for a blank query and asks for a name instead of reassuring', async () => {
    const { search } = renderSearch();
    await search('zorv');
    await search('   ');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing: 0 Companies');
    expect(status).toHaveTextContent('Please type a company name');
    expect(status).not.toHaveTextContent('Good news!');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches only when asked, not while typing', async () => {
    const { search } = renderSearch();
    await search('quill');
    await userEvent.setup().type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Showing: 1 Companies');
  });
});
