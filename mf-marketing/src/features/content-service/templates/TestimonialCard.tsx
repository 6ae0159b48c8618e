import { Quote } from 'lucide-react';
import { PortraitInitials } from '../components/PortraitInitials';
import type { Testimonial } from '../contentTypes';
import styles from './TestimonialCard.module.scss';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const headingId = `testimonial-${testimonial.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Quote aria-hidden="true" size={32} className={styles.mark} />
      <h3 id={headingId} className={styles.title}>
        {testimonial.title}
      </h3>
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <footer className={styles.client}>
        <PortraitInitials portrait={testimonial.thumbnail} />
        <p className={styles.who}>
          <span className={styles.name}>{testimonial.clientName}</span>
          <span>{testimonial.location}</span>
          <span className={styles.scamType}>{testimonial.scamType}</span>
        </p>
      </footer>
    </article>
  );
}
