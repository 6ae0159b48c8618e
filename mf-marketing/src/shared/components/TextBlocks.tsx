import { Fragment } from 'react';
import { COMPANY } from '@frc/ui/company';
import { contactFacts } from '@frc/ui/siteTexts';
import { inlinePartsOf, isInlineLink, type InlineSpan } from '@frc/contracts/browser';
import type { ListItem, TextBlock } from '../content/textBlocks';
import { ContentLink } from '@frc/ui/ContentLink';
import { ContentPicture } from './ContentPicture';
import styles from './TextBlocks.module.scss';

function Spans({ spans }: { spans: readonly InlineSpan[] }) {
  return (
    <>
      {spans.map((span, index) => {
        const text = span.italic ? <em>{span.text}</em> : span.text;
        // Spans are parts of one static text in a fixed order: the position is their identity.
        return span.bold ? <strong key={index}>{text}</strong> : <Fragment key={index}>{text}</Fragment>;
      })}
    </>
  );
}

/**
 * A sentence of content data with its marks (inlineText.ts in @frc/contracts): bold as `<strong>`, italic as `<em>`,
 * its links as links where a link may lead (ContentLink). Everything else in it is text.
 */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlinePartsOf(text).map((part, index) =>
        isInlineLink(part) ? (
          <ContentLink key={index} to={part.href}>
            <Spans spans={part.label} />
          </ContentLink>
        ) : (
          <Spans key={index} spans={[part]} />
        ),
      )}
    </>
  );
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
  const { street, locality, region, postalCode } = contactFacts().address;
  const city = [locality, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      {strongName ? <strong>{COMPANY.legalName}</strong> : COMPANY.legalName}
      <br />
      {street}
      {city ? (
        <>
          <br />
          {city}
        </>
      ) : null}
      <br />
      {COMPANY.country}
    </>
  );
}

function ContactDetails() {
  const contact = contactFacts();
  return (
    <address className={styles.contact}>
      <PostalAddressLines strongName />
      <br />
      E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
      <br />
      Phone: <a href={contact.phoneHref}>{contact.phone}</a>
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
      <strong>{item.title}</strong> <InlineText text={item.text} />
    </li>
  );
}

/** The width an image of the text column is shown at: the column's, or the screen's on a phone. */
const IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw';

/** An uploaded image of the text, with its caption when it has one. */
function ContentImage({ block, eager }: { block: Extract<TextBlock, { kind: 'image' }>; eager: boolean }) {
  const { image, alt, caption } = block;
  const picture = <ContentPicture image={image} alt={alt} sizes={IMAGE_SIZES} eager={eager} className={styles.image} />;
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
      return block.level === 3 ? (
        <h3>
          <InlineText text={block.text} />
        </h3>
      ) : (
        <h2>
          <InlineText text={block.text} />
        </h2>
      );
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
          <p className={styles.calloutText}>
            <InlineText text={block.text} />
          </p>
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
