import type { ArticleBlock, ArticleListItem } from '../articlePage';
import styles from './ArticleBlocks.module.scss';

function ListItem({ item }: { item: ArticleListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong>{item.title}</strong> {item.text}
    </li>
  );
}

const itemKey = (item: ArticleListItem) => (typeof item === 'string' ? item : item.title);

/** Paragraphs, lists and callouts of an article section, in order. */
export function ArticleBlocks({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return blocks.map((block, index) => {
    // Blocks never move, so their position is a stable key.
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case 'paragraph':
        return <p key={key}>{block.text}</p>;
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={key} className={styles.list}>
            {block.items.map((item) => (
              <ListItem key={itemKey(item)} item={item} />
            ))}
          </List>
        );
      }
      case 'callout':
        return (
          <div key={key} className={styles.callout}>
            <p className={styles.calloutTitle}>{block.title}</p>
            <p>{block.text}</p>
          </div>
        );
    }
  });
}
