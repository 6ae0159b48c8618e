import { useId } from 'react';
import type { StaffListResponse } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { InviteMemberForm } from '../features/users/components/InviteMemberForm';
import { StaffTable } from '../features/users/components/StaffTable';
import { ErrorNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';

/** /admin/users: the team's members (admins only). */
export function UsersPage() {
  usePageMeta({ title: 'Users (admin)', description: 'The staff members of the back office, and invitations.' });
  const staff = useStaffData<StaffListResponse>(staffApiUrl('staff'));
  const teamHeadingId = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Users</h1>
      <section className={styles.section}>
        <h2 id={teamHeadingId} className={styles.sectionTitle}>
          The team
        </h2>
        {staff.status === 'error' && <ErrorNotice message={staff.message} />}
        {staff.status === 'loading' && !staff.data && <LoadingNotice label="Loading the team…" />}
        {staff.data && <StaffTable labelledBy={teamHeadingId} team={staff.data.items} onChanged={staff.reload} />}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Invite a member</h2>
        <p className={styles.meta}>They receive a sign-in link, valid once for 72 hours, where they create their passkey.</p>
        <InviteMemberForm onInvited={staff.reload} />
      </section>
    </div>
  );
}
