import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { DataTable, type SortOrder, type TableColumn } from './DataTable';

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

  describe('sortable columns', () => {
    const SORTABLE: readonly TableColumn<Member>[] = [
      { header: 'Name', sortKey: 'name', cell: (member) => member.name },
      { header: 'E-mail', cell: (member) => member.email },
      { header: 'Role', sortKey: 'role', cell: (member) => member.role },
    ];

    /** The team's table sorted as its state says, the way a list keeps its sort in the address. */
    function SortedTeam({ onSort }: { onSort: (by: string, order: SortOrder) => void }) {
      const [sort, setSort] = useState<{ by: string; order: SortOrder }>({ by: 'name', order: 'asc' });
      return (
        <>
          <h2 id="team">The team</h2>
          <DataTable
            labelledBy="team"
            columns={SORTABLE}
            rows={[{ name: 'Ada', email: 'ada@example.com', role: 'Admin' }]}
            rowKey={(member) => member.name}
            sort={{
              ...sort,
              onSort: (by, order) => {
                onSort(by, order);
                setSort({ by, order });
              },
            }}
          />
        </>
      );
    }

    it('makes the sortable headers buttons named by their order, and marks the sorted one', () => {
      mockScreenWidth('wide');
      render(<SortedTeam onSort={jest.fn()} />);
      const [name, email, role] = screen.getAllByRole('columnheader');
      expect(name).toHaveAttribute('aria-sort', 'ascending');
      expect(within(name!).getByRole('button')).toHaveAccessibleName('Name, sorted lowest or oldest first');
      expect(email).not.toHaveAttribute('aria-sort');
      expect(within(email!).queryByRole('button')).not.toBeInTheDocument();
      expect(role).not.toHaveAttribute('aria-sort');
      expect(within(role!).getByRole('button')).toHaveAccessibleName('Role, sort by this column');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'E-mail', 'Role']);
    });

    it('sorts by a column highest first on the first press and reverses on the next, by mouse and keyboard', async () => {
      mockScreenWidth('wide');
      const user = userEvent.setup();
      const onSort = jest.fn();
      render(<SortedTeam onSort={onSort} />);
      await user.click(screen.getByRole('button', { name: 'Role, sort by this column' }));
      expect(onSort).toHaveBeenLastCalledWith('role', 'desc');
      const [name, , role] = screen.getAllByRole('columnheader');
      expect(role).toHaveAttribute('aria-sort', 'descending');
      expect(name).not.toHaveAttribute('aria-sort');

      const button = screen.getByRole('button', { name: 'Role, sorted highest or newest first' });
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onSort).toHaveBeenLastCalledWith('role', 'asc');
      expect(role).toHaveAttribute('aria-sort', 'ascending');
      expect(button).toHaveAccessibleName('Role, sorted lowest or oldest first');
      await user.keyboard(' ');
      expect(onSort).toHaveBeenLastCalledWith('role', 'desc');
      expect(onSort).toHaveBeenCalledTimes(3);
    });

    it('leaves a folded column to the "Sort by" control: only shown headers sort', () => {
      mockScreenWidth('narrow');
      render(
        <>
          <h2 id="team">The team</h2>
          <DataTable
            labelledBy="team"
            columns={[SORTABLE[0]!, { ...SORTABLE[2]!, folds: true }]}
            rows={[{ name: 'Ada', email: 'ada@example.com', role: 'Admin' }]}
            rowKey={(member) => member.name}
            sort={{ by: 'role', order: 'desc', onSort: jest.fn() }}
          />
        </>,
      );
      expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Name, sort by this column']);
    });
  });
});
