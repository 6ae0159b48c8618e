import { paintTypeAndPress } from '@frc/ui/paintedForm';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { seededItems } from '../../../testing/publishedContent';
import { blacklistEntriesFrom, type BlacklistName } from '../blacklists';
import { scamListNoMatchMessage } from '../blacklistSearch';
import { BlacklistSearch } from './BlacklistSearch';

// The entries as the page gives them to the island: the published ones of its list.
const entriesOf = (list: BlacklistName) => blacklistEntriesFrom(seededItems('blacklist_entry'), list);
const zorvane = entriesOf('scams').find((entry) => entry.name === 'Zorvane FX Markets');

const searchIsland = (list: BlacklistName = 'scams') => (
  <MemoryRouter>
    <BlacklistSearch list={list} entries={entriesOf(list)} />
  </MemoryRouter>
);

function renderSearch() {
  render(searchIsland());
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
    const table = screen.getByRole('table', { name: 'Companies on our scam blacklist' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company Name', 'Scam Type', 'Warning']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(`${zorvane?.name}${zorvane?.type}${zorvane?.warning}`);
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

  it("searches the imposter list by its name, with the list's own column and caption", async () => {
    render(searchIsland('imposters'));
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Company name' }), 'cleartrace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = screen.getByRole('table', { name: 'Known imposters and copycats' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company Name', 'Type', 'Warning']);
  });
});

describe('BlacklistSearch before its script has run', () => {
  it('keeps a name typed into the HTML, and runs a search pressed before hydration once hydrated', async () => {
    const { form, painted, hydrate, remove } = paintTypeAndPress(searchIsland(), { query: 'zorv' });
    expect(painted).toEqual({ sendWhenReady: true, submitDisabled: true });

    await hydrate();
    expect(screen.getByRole('searchbox', { name: 'Company name' })).toHaveValue('zorv');
    expect(screen.getByRole('status')).toHaveTextContent('Showing: 1 Companies');
    expect(within(screen.getByRole('table')).getByRole('rowheader')).toHaveTextContent('Zorvane FX Markets');
    expect(form).not.toHaveAttribute('data-submit-pending');
    expect(form).not.toHaveAttribute('data-send-when-ready');
    remove();
  });

  it('keeps a name typed but not yet searched, and searches it when asked', async () => {
    const { form, hydrate, remove } = paintTypeAndPress(searchIsland(), { query: 'quill' });
    form.removeAttribute('data-submit-pending');

    await hydrate();
    const box = screen.getByRole('searchbox', { name: 'Company name' });
    expect(box).toHaveValue('quill');
    expect(screen.queryByText(/Showing:/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(box, 'mont');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveValue('quillmont');
    expect(screen.getByRole('status')).toHaveTextContent('Showing: 1 Companies');
    remove();
  });
});
