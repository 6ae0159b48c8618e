import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { StaffRole } from '@frc/contracts/browser';
import { LocationProbe } from '../testing/LocationProbe';
import { stubStaffSession, WithStaffSession } from '../testing/WithStaffSession';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { ADMIN_MENU } from './adminMenu';
import { AdminSideMenu } from './AdminSideMenu';

function renderMenuAt(path: string, role: StaffRole = 'case_manager', session = stubStaffSession(role)) {
  return render(
    <WithStaffSession session={session}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSideMenu />
        <LocationProbe />
      </MemoryRouter>
    </WithStaffSession>,
  );
}

const adminNav = () => screen.getByRole('navigation', { name: 'Admin' });
const menuToggle = () => screen.getByRole('button', { name: 'Admin menu' });

describe('AdminSideMenu', () => {
  describe('on a wide screen', () => {
    beforeEach(() => mockScreenWidth('wide'));

    it('adds the inbox and My tasks after the dashboard, and Content, the audit and the site’s health after the spec’s pages, for admins', () => {
      renderMenuAt('/admin/audit', 'admin');
      const links = within(adminNav()).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Inbox', 'My tasks', 'Consultations', 'Availability', 'Users', 'Cases', 'Analytics', 'Settings', 'Content', 'Media', 'Audit', 'Site health']);
      const audit = within(adminNav()).getByRole('link', { name: 'Audit' });
      expect(audit).toHaveAttribute('href', '/admin/audit');
      expect(audit).toHaveAttribute('aria-current', 'page');
      expect(within(adminNav()).getByRole('link', { name: 'Site health' })).toHaveAttribute('href', '/admin/site-health');
    });

    it('leaves the admins’ pages out of a case manager’s menu, and gives them the inbox and My tasks', () => {
      renderMenuAt('/admin');
      const links = within(adminNav()).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Dashboard', '/admin'],
        ['Inbox', '/admin/inbox'],
        ['My tasks', '/admin/tasks'],
        ['Consultations', '/admin/consultations'],
        ['Availability', '/admin/availability'],
        ['Cases', '/admin/cases'],
        ['Settings', '/admin/settings'],
      ]);
    });

    it('lists the spec’s five pages for an admin, always open, with no toggle', () => {
      renderMenuAt('/admin', 'admin');
      const links = within(adminNav()).getAllByRole('link').filter((link) => ADMIN_MENU.some((entry) => entry.to === link.getAttribute('href')));
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Dashboard', '/admin'],
        ['Users', '/admin/users'],
        ['Cases', '/admin/cases'],
        ['Analytics', '/admin/analytics'],
        ['Settings', '/admin/settings'],
      ]);
      expect(screen.queryByRole('button', { name: 'Admin menu' })).not.toBeInTheDocument();
    });

    it.each(ADMIN_MENU.map((entry) => [entry.to, entry.label]))('marks only %s (%s) as the current page', (path, label) => {
      renderMenuAt(path, 'admin');
      for (const entry of ADMIN_MENU) {
        const link = within(adminNav()).getByRole('link', { name: entry.label });
        if (entry.label === label) expect(link).toHaveAttribute('aria-current', 'page');
        else expect(link).not.toHaveAttribute('aria-current');
      }
    });

    it('counts beside the inbox what nobody opened yet, and beside My tasks what is due today or overdue', async () => {
      const session = stubStaffSession('case_manager');
      session.call = jest.fn((url: string) => Promise.resolve(url === '/api/admin/menu-counts' ? { ok: true as const, value: { inboxUnopened: 4, tasksDue: 2 } } : { ok: false as const, status: 404, message: 'Not found' })) as typeof session.call;
      renderMenuAt('/admin/inbox', 'case_manager', session);
      const inbox = await within(adminNav()).findByRole('link', { name: 'Inbox (4 not opened yet)' });
      expect(inbox).toHaveAttribute('aria-current', 'page');
      expect(within(adminNav()).getByRole('link', { name: 'My tasks (2 due today or overdue)' })).toHaveAttribute('href', '/admin/tasks');
    });

    it('marks no entry on an unknown admin path', () => {
      renderMenuAt('/admin/users/unknown');
      for (const link of within(adminNav()).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
    });
  });

  describe('on a small screen', () => {
    beforeEach(() => mockScreenWidth('narrow'));

    it('starts collapsed and opens and closes with its toggle', async () => {
      const user = userEvent.setup();
      renderMenuAt('/admin');
      const list = document.getElementById(menuToggle().getAttribute('aria-controls') ?? '');
      expect(list).toBeInTheDocument();
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(list).not.toBeVisible();
      expect(within(adminNav()).queryByRole('link')).not.toBeInTheDocument();

      await user.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(list).toBeVisible();
      expect(within(adminNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

      await user.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(list).not.toBeVisible();
    });

    it('closes once an entry is chosen, on the new page', async () => {
      const user = userEvent.setup();
      renderMenuAt('/admin');
      await user.click(menuToggle());
      await user.click(within(adminNav()).getByRole('link', { name: 'Cases' }));
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin/cases');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuToggle());
      expect(within(adminNav()).getByRole('link', { name: 'Cases' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
