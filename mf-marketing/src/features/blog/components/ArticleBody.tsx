import type { ContentBlock } from '../blogArticle';
import styles from './ArticleBody.module.scss';

/** An article's content blocks: paragraphs, subheadings (h2) and lists of titled points. */
export function ArticleBody({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.type === 'paragraph') return <p key={key}>{block.text}</p>;
        return (
          <ul key={key} className={styles.list}>
            {block.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}.</strong> {item.text}
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
