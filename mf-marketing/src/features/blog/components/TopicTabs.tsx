import { useRef, type KeyboardEvent } from 'react';
import styles from './TopicTabs.module.scss';

export interface Topic {
  /** Stable key, also used in the address bar. */
  id: string;
  label: string;
}

export interface TopicTabsProps {
  topics: readonly Topic[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The tabpanel these tabs control. */
  panelId: string;
  idPrefix: string;
  label: string;
}

export const tabId = (idPrefix: string, topicId: string) => `${idPrefix}-tab-${topicId}`;

/**
 * Topic tabs (WAI-ARIA tabs with automatic activation): one tab stop, arrow keys move between
 * topics and select them, Home and End jump to the ends.
 */
export function TopicTabs({ topics, selectedId, onSelect, panelId, idPrefix, label }: TopicTabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = topics.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const topic = target === undefined ? undefined : topics[target];
    if (target === undefined || !topic) return;
    event.preventDefault();
    onSelect(topic.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {topics.map((topic, index) => {
        const selected = topic.id === selectedId;
        return (
          <button
            key={topic.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, topic.id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onSelect(topic.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {topic.label}
          </button>
        );
      })}
    </div>
  );
}
