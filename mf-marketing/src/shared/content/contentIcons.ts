import { Newspaper, type LucideIcon } from 'lucide-react';
import type { ContentIconName } from '@frc/contracts/browser';
import { CONTENT_ICONS } from '@frc/ui/contentIcons';

/** What a name not in CONTENT_ICONS draws. */
export const FALLBACK_ICON: LucideIcon = Newspaper;

export function contentIcon(name: unknown): LucideIcon {
  return (typeof name === 'string' && CONTENT_ICONS[name as ContentIconName]) || FALLBACK_ICON;
}

/** Content data with each icon's name (in a field named `Icon` or `icon`) replaced by the icon itself, as the templates draw it. */
export function withIcons<T>(data: unknown): T {
  if (Array.isArray(data)) return data.map((item) => withIcons(item)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, (key === 'Icon' || key === 'icon') && typeof value === 'string' ? contentIcon(value) : withIcons(value)]),
    ) as T;
  }
  return data as T;
}
