import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { StaffRole } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ADMIN_AREA, ADMIN_PAGES, CONTENT_PREVIEW_PREFIX } from '../paths';
import styles from '../shared/page.module.scss';
import { useStaffMember } from './staffSession';

/** Who may edit the site's content (the API's content routes answer 403 to the others). */
export const CONTENT_ROLES: readonly StaffRole[] = ['admin', 'editor'];

const isContentPath = (pathname: string) =>
  pathname === ADMIN_PAGES.content || pathname.startsWith(`${ADMIN_PAGES.content}/`) || pathname === ADMIN_PAGES.media || pathname.startsWith(`${CONTENT_PREVIEW_PREFIX}/`);

/**
 * An editor works on content only: the back office's front page takes them to Content, and every other page says
 * they have no access, without asking the API for anything.
 */
export function StaffAccess({ children }: { children: ReactNode }) {
  const { role } = useStaffMember();
  const { pathname } = useLocation();
  if (role !== 'editor' || isContentPath(pathname)) return children;
  if (pathname === ADMIN_AREA || pathname === `${ADMIN_AREA}/`) return <Navigate to={ADMIN_PAGES.content} replace />;
  return <NoAccessNotice />;
}

/** `Page` for the content roles only: a case manager reads why it is empty, and nothing is fetched. */
export const forContentStaff = (Page: ComponentType) =>
  function ContentStaffOnly() {
    const { role } = useStaffMember();
    return CONTENT_ROLES.includes(role) ? <Page /> : <NoAccessNotice />;
  };

export function NoAccessNotice() {
  usePageMeta({ title: 'No access (admin)', description: 'A page of the back office this member cannot open.' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>You do not have access to this page</h1>
      <p className={styles.warning}>Your role does not include this part of the back office. Ask an admin of your team if you need it.</p>
    </div>
  );
}
