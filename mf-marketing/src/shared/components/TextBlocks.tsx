import type { ReactNode } from 'react';
import { COMPANY } from '@frc/ui/company';
import { contentImageUrl, contentImageWidths, INLINE_LINK, type ContentImageFormat } from '@frc/contracts/browser';
import type { ListItem, TextBlock } from '../content/textBlocks';
import { ContentLink } from '@frc/ui/ContentLink';
import styles from './TextBlocks.module.scss';

/** A sentence of content data, with its `[label](target)` links as links where a link may lead (ContentLink). */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label, target] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      <ContentLink key={index} to={target ?? ''}>
        {label}
      </ContentLink>,
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

/** The width an image of the text column is shown at: the column's, or the screen's on a phone. */
const IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw';

function srcSet(id: string, widths: readonly number[], format: ContentImageFormat): string {
  return widths.map((width) => `${contentImageUrl(id, width, format)} ${width}w`).join(', ');
}

/** An uploaded image: AVIF, else WebP, at the widths it is served at; its box is kept before it loads. */
function ContentImage({ block, eager }: { block: Extract<TextBlock, { kind: 'image' }>; eager: boolean }) {
  const { image, alt, caption } = block;
  const widths = contentImageWidths(image.width);
  const largest = widths[widths.length - 1] ?? image.width;
  const picture = (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.id, widths, 'avif')} sizes={IMAGE_SIZES} />
      <source type="image/webp" srcSet={srcSet(image.id, widths, 'webp')} sizes={IMAGE_SIZES} />
      <img
        className={styles.image}
        src={contentImageUrl(image.id, largest, 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={IMAGE_SIZES}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
  if (!caption) return picture;
  return (
    <figure className={styles.figure}>
      {picture}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function Block({ block, first }: { block: TextBlock; first: boolean }) {
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
      return block.level === 3 ? <h3>{block.text}</h3> : <h2>{block.text}</h2>;
    case 'quote':
      return (
        <blockquote className={styles.quote}>
          <p>
            <InlineText text={block.text} />
          </p>
          {block.cite ? <footer>{block.cite}</footer> : null}
        </blockquote>
      );
    case 'image':
      return <ContentImage block={block} eager={first} />;
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
 * Running text from content data, in order: text stays text (nothing in it is markup). The column around it sets
 * the rhythm (paragraph and list spacing, markers); these blocks bring only what is theirs. `opensPage` says the
 * blocks are the first thing on the page: an image leading them then loads at once, every other one when near.
 */
export function TextBlocks({ blocks, opensPage = false }: { blocks: readonly TextBlock[]; opensPage?: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks are static text in a fixed order: the position is their identity.
        <Block key={index} block={block} first={opensPage && index === 0} />
      ))}
    </>
  );
}
