import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formatCalendarDay, formatUsDollars } from '../features/dashboard/formatters';
import { DashboardPage } from './DashboardPage';
import { SAMPLE_CASES, SAMPLE_STATS, SAMPLE_USERS } from './dashboardSampleData';

function renderDashboard() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardPage />
    </MemoryRouter>,
  );
}

/** The rows of a table's body, each as its cells' text. */
function bodyRows(tableName: string): string[][] {
  const table = screen.getByRole('table', { name: tableName });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) =>
    [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? ''),
  );
}

describe('DashboardPage', () => {
  it('has one page heading, its own title, and says the data is sample data', () => {
    renderDashboard();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/admin dashboard/i);
    expect(document.title).toBe('Admin dashboard | ClearTrace Recovery');
    expect(screen.getByText(/sample data only/i)).toBeVisible();
  });

  it('shows one stat card per sample stat, with its value and direction in words', () => {
    renderDashboard();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(SAMPLE_STATS.length);
    SAMPLE_STATS.forEach((stat, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(stat.title);
      expect(card).toHaveTextContent(stat.value);
      expect(card).toHaveTextContent(`${stat.direction} ${stat.change}`);
    });
    expect(SAMPLE_STATS.map((stat) => stat.direction)).toEqual(expect.arrayContaining(['up', 'down']));
  });

  it('lists every sample user with e-mail, join date, case count and a worded status', () => {
    renderDashboard();
    expect(bodyRows('Recent users')).toEqual(
      SAMPLE_USERS.map((user) => [user.name, user.email, formatCalendarDay(user.joinDate), String(user.caseCount), user.status]),
    );
  });

  it('lists every sample case with client, date, amount, worded status and assignee', () => {
    renderDashboard();
    expect(bodyRows('Recent cases')).toEqual(
      SAMPLE_CASES.map((item) => [
        item.title,
        item.client,
        formatCalendarDay(item.date),
        formatUsDollars(item.amount),
        item.status,
        item.assignee,
      ]),
    );
  });

  it('gives each status an icon besides its word, so colour is not needed to read it', () => {
    renderDashboard();
    for (const status of ['Active', 'Pending', 'Inactive', 'In Progress', 'Under Review', 'Completed']) {
      for (const badge of screen.getAllByText(status)) expect(badge.querySelector('svg')).not.toBeNull();
    }
  });

  it('uses only fictitious example.com addresses', () => {
    for (const user of SAMPLE_USERS) expect(user.email).toMatch(/@example\.com$/);
  });
});
