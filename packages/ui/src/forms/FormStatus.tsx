import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styles from './FormStatus.module.scss';

export interface FormStatusProps {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
}

/**
 * The outcome of sending a form. Success is announced politely, failure at once; the heading
 * takes focus from the caller when the outcome should be read before anything else.
 */
export function FormStatus({ tone, title, children }: FormStatusProps) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div className={`${styles.status} ${styles[tone]}`} role={tone === 'success' ? 'status' : 'alert'}>
      <Icon aria-hidden="true" size={22} className={styles.icon} />
      <div>
        <p className={styles.title}>{title}</p>
        {children}
      </div>
    </div>
  );
}
