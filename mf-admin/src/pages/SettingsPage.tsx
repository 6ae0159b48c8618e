import { useId } from 'react';
import type { BackOfficeSettings } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ReminderTimeForm } from '../features/tasks/components/ReminderTimeForm';
import { ReplyTemplatesSettings } from '../features/reply-templates/components/ReplyTemplatesSettings';
import { useHasRole } from '../session/staffSession';
import { DataTable } from '../shared/DataTable';
import { ErrorNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';

/**
 * /admin/settings: what is in force, read from the API's configuration (changed where the API is deployed), the
 * reminder time and the team's reply templates (both kept by admins).
 */
export function SettingsPage() {
  usePageMeta({ title: 'Settings (admin)', description: 'The reminder time, the retention periods and the team address in force, and the team’s reply templates.' });
  const isAdmin = useHasRole('admin');
  const settings = useStaffData<BackOfficeSettings>(staffApiUrl('settings'));
  const retentionHeadingId = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Settings</h1>
      <p className={styles.lead}>What is in force now. The reminder time and the reply templates are kept here by admins; the rest where the API is deployed.</p>
      {settings.status === 'error' && <ErrorNotice message={settings.message} />}
      {settings.status === 'loading' && !settings.data && <LoadingNotice label="Loading the settings…" />}
      {settings.data && (
        <>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>Task reminders</h2>
            <ReminderTimeForm reminderTime={settings.data.reminderTime} onSaved={settings.reload} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>Team address</h2>
            <p>{settings.data.teamEmail ?? 'None: requests are not mailed to the team.'}</p>
          </section>
          <section className={styles.section}>
            <h2 id={retentionHeadingId} className={styles.sectionTitle}>
              Retention periods
            </h2>
            <DataTable
              labelledBy={retentionHeadingId}
              columns={[
                { header: 'What', cell: (row) => row.what },
                { header: 'Kept for', cell: (row) => row.period },
              ]}
              rows={settings.data.retention}
              rowKey={(row) => row.what}
            />
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby="reply-templates-heading">
        <h2 id="reply-templates-heading" className={styles.sectionTitle}>
          Reply templates
        </h2>
        <ReplyTemplatesSettings canEdit={isAdmin} />
      </section>
    </div>
  );
}
