import type { ComponentType, ReactNode } from 'react';
import { usePageMeta } from '@frc/ui/usePageMeta';
import styles from '../shared/page.module.scss';
import { useHasRole } from './staffSession';

/** A page for admins: a case manager who opens it reads why it is empty, and nothing is fetched. */
export function AdminOnly({ page, element }: { page: string; element: ReactNode }) {
  return useHasRole('admin') ? element : <AdminsOnlyNotice page={page} />;
}

/** `Page` as the route of an admin page shows it (routes.ts). */
export const adminOnly = (page: string, Page: ComponentType) =>
  function ForAdmins() {
    return <AdminOnly page={page} element={<Page />} />;
  };

function AdminsOnlyNotice({ page }: { page: string }) {
  usePageMeta({ title: `${page} (admin)`, description: 'A page of the back office for admins.' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{page}</h1>
      <p className={styles.warning}>Only admins can open this page. Ask an admin of your team if you need it.</p>
    </div>
  );
}
