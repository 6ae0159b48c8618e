import { PortraitInitials } from '../components/PortraitInitials';
import type { SuccessStory } from '../contentTypes';
import styles from './SuccessStoryCard.module.scss';

export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  const headingId = `success-story-${story.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <PortraitInitials portrait={story.image} size={52} />
        <div>
          <h3 id={headingId} className={styles.name}>
            {story.name}
          </h3>
          <p className={styles.amount}>
            <span className={styles.figure}>{story.recoveredAmount}</span> recovered
          </p>
        </div>
      </header>
      <blockquote className={styles.quote}>
        <p>{story.testimonial}</p>
      </blockquote>
    </article>
  );
}
