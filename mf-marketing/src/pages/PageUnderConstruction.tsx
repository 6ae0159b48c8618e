import { usePageMeta } from '@frc/ui/usePageMeta';

export function PageUnderConstruction({ title }: { title: string }) {
  usePageMeta({ title });
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '3rem 1.5rem' }}>
      <h1>{title}</h1>
    </section>
  );
}

/** A stand-in route until the page itself is written. */
export function placeholderPage(title: string) {
  return () => Promise.resolve({ default: () => <PageUnderConstruction title={title} /> });
}
