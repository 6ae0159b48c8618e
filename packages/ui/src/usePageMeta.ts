import { useEffect } from 'react';
import { COMPANY } from './company';

interface PageMeta {
  title: string;
  description?: string;
}

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** Gives each page its own title (and description, when it has one). */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = `${title} | ${COMPANY.name}`;
    if (description) setMetaDescription(description);
  }, [title, description]);
}
