import type { ReactNode } from 'react';
import { ContactUsBanner } from '../../../shared/components/ContactUsBanner';
import { PageHero } from '../../../shared/components/PageHero';
import { PageSection } from '../../../shared/components/PageSection';
import type { FeaturedImage } from '../../content-service/pageFacts';
import type { CoverArt } from '../covers';
import { StoryArticle } from './StoryArticle';
import { StoryLinkList, type StoryLink } from './StoryLinkList';

export interface StoryPageProps {
  /** The blog list the story belongs to: its crumb, and the "All …" link under the other stories. */
  list: { label: string; to: string; allLabel: string };
  eyebrow: string;
  title: string;
  lead: ReactNode;
  cover: CoverArt;
  /** Its featured image, shown instead of the drawn cover. */
  image?: FeaturedImage;
  /** The story's text, under its cover. */
  children: ReactNode;
  others: { title: string; links: readonly StoryLink[] };
  closing: { title: string; text: string };
}

/** A news item or a case study: its hero, the story under its cover, other stories, and a 'Contact us' band. */
export function StoryPage({ list, eyebrow, title, lead, cover, image, children, others, closing }: StoryPageProps) {
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: list.label, to: list.to }, { label: title }]}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
      />
      <PageSection>
        <StoryArticle title={title} cover={cover} image={image}>
          {children}
        </StoryArticle>
      </PageSection>
      <PageSection tone="muted" title={others.title}>
        <StoryLinkList links={others.links} allTo={list.to} allLabel={list.allLabel} />
      </PageSection>
      <PageSection>
        <ContactUsBanner title={closing.title} text={closing.text} />
      </PageSection>
    </>
  );
}
