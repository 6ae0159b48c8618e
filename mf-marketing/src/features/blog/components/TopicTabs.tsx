import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
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
  /** The address of a topic's view (?topic=…): each tab is a link to it. */
  hrefFor: (id: string) => string;
  /** The tabpanel these tabs control. */
  panelId: string;
  idPrefix: string;
  label: string;
}

export const tabId = (idPrefix: string, topicId: string) => `${idPrefix}-tab-${topicId}`;

/** A click the browser should handle as it would for any link: a new tab or window, a download. */
export const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Topic tabs (WAI-ARIA tabs with automatic activation): one tab stop, arrow keys move between
 * topics and select them, Home and End jump to the ends. Each tab is a link to its topic's address, so it is
 * followed as a link before the page's script has run (and opens in a new tab when asked); once hydrated, a
 * click selects the topic in place.
 */
export function TopicTabs({ topics, selectedId, onSelect, hrefFor, panelId, idPrefix, label }: TopicTabsProps) {
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
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

  const pick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onSelect(id);
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {topics.map((topic, index) => {
        const selected = topic.id === selectedId;
        return (
          <a
            key={topic.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={hrefFor(topic.id)}
            role="tab"
            id={tabId(idPrefix, topic.id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={(event) => pick(event, topic.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {topic.label}
          </a>
        );
      })}
    </div>
  );
}
