import type { FraudTool } from '../fraudTools';
import styles from './ToolMark.module.scss';

/** The drawn picture of a tool: its icon on a tile in the tool's colour. */
export function ToolMark({ tool, size = 'small' }: { tool: Pick<FraudTool, 'Icon' | 'tone'>; size?: 'small' | 'large' }) {
  const { Icon } = tool;
  return (
    <span className={`${styles.mark} ${styles[tool.tone]} ${styles[size]}`} aria-hidden="true">
      <Icon size={size === 'large' ? 48 : 28} strokeWidth={1.75} />
    </span>
  );
}
