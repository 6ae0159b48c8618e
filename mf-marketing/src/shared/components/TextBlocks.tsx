import { COMPANY } from '@frc/ui/company';
import type { ListItem, TextBlock } from '../content/textBlocks';
import styles from './TextBlocks.module.scss';

function ContactDetails() {
  return (
    <address className={styles.contact}>
      <strong>{COMPANY.legalName}</strong>
      <br />
      {COMPANY.address.street}
      <br />
      {COMPANY.address.city}
      <br />
      {COMPANY.address.country}
      <br />
      E-mail: <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
      <br />
      Phone: <a href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</a>
    </address>
  );
}

function Item({ item }: { item: ListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong>{item.title}</strong> {item.text}
    </li>
  );
}

function Block({ block }: { block: TextBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <Item key={typeof item === 'string' ? item : item.title} item={item} />
          ))}
        </List>
      );
    }
    case 'callout':
      return (
        <div className={styles.callout}>
          <p className={styles.calloutTitle}>{block.title}</p>
          <p className={styles.calloutText}>{block.text}</p>
        </div>
      );
    case 'contactDetails':
      return <ContactDetails />;
  }
}

/**
 * Running text from content data, in order. The column around it sets the rhythm (paragraph and
 * list spacing, markers); these blocks bring only what is theirs.
 */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks are static text in a fixed order: the position is their identity.
        <Block key={index} block={block} />
      ))}
    </>
  );
}
