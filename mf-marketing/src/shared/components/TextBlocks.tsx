import { COMPANY } from '@frc/ui/company';
import type { TextBlock, TitledItem } from '../content/textBlocks';
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

function ListItem({ item }: { item: string | TitledItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong>{item.title}:</strong> {item.text}
    </li>
  );
}

function Block({ block }: { block: TextBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={styles.list}>
        {block.list.map((item) => (
          <ListItem key={typeof item === 'string' ? item : item.title} item={item} />
        ))}
      </List>
    );
  }
  return <ContactDetails />;
}

/** Running text from content data: paragraphs, lists and contact details, in order. */
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
