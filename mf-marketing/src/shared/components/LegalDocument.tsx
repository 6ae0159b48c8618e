import type { ReactNode } from 'react';
import type { LegalDocumentContent } from '../content/textBlocks';
import { PageHero } from './PageHero';
import { PageSection } from './PageSection';
import { TocArticle } from './TocArticle';
import styles from './LegalDocument.module.scss';

/** A policy page: title, subtitle, last-updated line, then numbered sections beside their table of contents. */
export function LegalDocument({ document, children }: { document: LegalDocumentContent; children?: ReactNode }) {
  return (
    <>
      <PageHero
        title={document.title}
        eyebrow="Legal"
        lead={
          <>
            <p>{document.subtitle}</p>
            <p className={styles.updated}>Last updated: {document.lastUpdated}</p>
          </>
        }
      />
      <PageSection>
        <TocArticle sections={document.sections} numbered tocTitle="On this page">
          {children}
        </TocArticle>
      </PageSection>
    </>
  );
}
