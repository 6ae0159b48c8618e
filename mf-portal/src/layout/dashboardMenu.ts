import { CalendarClock, FolderOpen, ShieldCheck } from 'lucide-react';
import type { AreaMenuEntry } from '@frc/ui/AreaSideMenu';

/** 'My Cases' (the spec's one link), the free consultation (book, move, cancel), and the client's data page (see, download, erase). */
export const DASHBOARD_MENU: readonly AreaMenuEntry[] = [
  { to: '/dashboard/cases', label: 'My Cases', Icon: FolderOpen },
  { to: '/dashboard/consultation', label: 'Free consultation', Icon: CalendarClock },
  { to: '/dashboard/profile', label: 'My data', Icon: ShieldCheck },
];
