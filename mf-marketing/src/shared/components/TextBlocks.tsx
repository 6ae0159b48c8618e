import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMPANY } from '@frc/ui/company';
import type { ListItem, TextBlock } from '../content/textBlocks';
import styles from './TextBlocks.module.scss';

const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A sentence of content data, with its `[label](target)` links as links: the site's own paths through the router. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label, target] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      target?.startsWith('/') ? (
        <Link key={index} to={target}>
          {label}
        </Link>
      ) : (
        <a key={index} href={target}>
          {label}
        </a>
      ),
    );
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Table({ block }: { block: Extract<TextBlock, { kind: 'table' }> }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map(([rowHeader = '', ...cells]) => (
            <tr key={rowHeader}>
              <th scope="row" data-label={block.columns[0]}>
                {block.codeRowHeaders ? <code>{rowHeader}</code> : rowHeader}
              </th>
              {cells.map((cell, index) => (
                <td key={block.columns[index + 1]} data-label={block.columns[index + 1]}>
                  <InlineText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The company's name and postal address, a line each (inside an <address>). */
export function PostalAddressLines({ strongName = false }: { strongName?: boolean }) {
  return (
    <>
      {strongName ? <strong>{COMPANY.legalName}</strong> : COMPANY.legalName}
      <br />
      {COMPANY.address.street}
      <br />
      {COMPANY.address.city}
      <br />
      {COMPANY.address.country}
    </>
  );
}

function ContactDetails() {
  return (
    <address className={styles.contact}>
      <PostalAddressLines strongName />
      <br />
      E-mail: <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
      <br />
      Phone: <a href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</a>
    </address>
  );
}

function Item({ item }: { item: ListItem }) {
  if (typeof item === 'string')
    return (
      <li>
        <InlineText text={item} />
      </li>
    );
  return (
    <li>
      <strong>{item.title}</strong> {item.text}
    </li>
  );
}

function Block({ block }: { block: TextBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'table':
      return <Table block={block} />;
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
