import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Logo } from '../Logo';
import styles from './AreaHeader.module.scss';

interface AreaHeaderProps {
  /** The welcome line, e.g. 'Welcome, Admin'. */
  welcome: string;
  /** Background: the brand colour (client area) or the dark surface (admin area). */
  tone: 'brand' | 'dark';
  /** The header's buttons (AreaHeaderButton). */
  children: ReactNode;
}

const TONE_CLASS = { brand: styles.onBrand, dark: styles.onDark };

/** Header bar of an area: the logo back to the public site, the welcome line, and the area's buttons. */
export function AreaHeader({ welcome, tone, children }: AreaHeaderProps) {
  return (
    <header className={`${styles.header} ${TONE_CLASS[tone]}`}>
      <Link to="/" className={styles.brand}>
        <Logo onDark />
      </Link>
      <p className={styles.welcome}>{welcome}</p>
      <div className={styles.actions}>{children}</div>
    </header>
  );
}

/** A button of the header bar: an icon alone (named with aria-label) or an icon and a word. */
export function AreaHeaderButton(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return <button {...props} type="button" className={styles.button} />;
}

/** A link of the header bar that looks like its buttons (a page of the area, such as its settings). */
export function AreaHeaderLink(props: Omit<LinkProps, 'className'>) {
  return <Link {...props} className={styles.button} />;
}
