/** How many testimonials the page shows, from the top of the content service's list. */
export const TESTIMONIALS_SHOWN = 4;

export const TESTIMONIALS_PAGE = {
  title: 'Client testimonials',
  lead: 'People who came to us after a scam, in their own words. We show first names and initials only: our clients’ privacy comes first.',
  sectionTitle: 'Stories from people we have helped',
  sectionIntro: 'Every case is different, and not every case ends in full recovery. These clients agreed to share how the process felt to them.',
  failure: [
    'We could not show our clients’ stories just now. Please try again in a moment.',
    'In the meantime, our track record page shows the results we have achieved so far.',
  ],
  ctaTitle: 'Ready to talk about your case?',
  ctaText: 'Your first consultation is free and confidential. A case manager replies within 24-48 hours.',
} as const;
