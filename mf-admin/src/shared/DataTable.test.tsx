import { render, screen, within } from '@testing-library/react';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { DataTable, type TableColumn } from './DataTable';

interface Member {
  name: string;
  email: string;
  role: string;
}

const COLUMNS: readonly TableColumn<Member>[] = [
  { header: 'Name', cell: (member) => member.name },
  { header: 'E-mail', cell: (member) => member.email, folds: true },
  { header: 'Role', cell: (member) => member.role },
];

function renderTeam() {
  render(
    <>
      <h2 id="team">The team</h2>
      <DataTable labelledBy="team" columns={COLUMNS} rows={[{ name: 'Ada', email: 'ada@example.com', role: 'Admin' }]} rowKey={(member) => member.name} />
    </>,
  );
  return screen.getByRole('table', { name: 'The team' });
}

describe('DataTable', () => {
  it('shows every column where they all fit', () => {
    mockScreenWidth('wide');
    const table = renderTeam();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'E-mail', 'Role']);
    expect(within(table).getByRole('cell', { name: 'ada@example.com' })).toBeInTheDocument();
  });

  it('folds the lower-priority columns into the row, labelled, on a laptop-wide screen', () => {
    mockScreenWidth('narrow');
    const table = renderTeam();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Role']);
    const rowHeader = within(table).getByRole('rowheader');
    expect(within(rowHeader).getByRole('term')).toHaveTextContent('E-mail');
    expect(within(rowHeader).getByRole('definition')).toHaveTextContent('ada@example.com');
    expect(within(table).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
  });
});
