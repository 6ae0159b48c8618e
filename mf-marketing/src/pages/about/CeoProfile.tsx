import { Island } from '@frc/federation';
import { ImageWithFallback } from '../../features/content-service/components/ImageWithFallback';
import portraitFallback from '../../features/content-service/images/team/portrait-fallback.svg';
import { CEO } from './aboutContent';
import styles from './CeoProfile.module.scss';

export function CeoProfile() {
  return (
    <section className={styles.profile} aria-labelledby="ceo-heading">
      <Island
        module="marketing/ImageWithFallback"
        component={ImageWithFallback}
        props={{ src: CEO.image, fallbackSrc: portraitFallback, alt: `Portrait of ${CEO.name}`, width: 200, height: 200, className: styles.photo }}
        hydrate="visible"
      />
      <div>
        <h2 id="ceo-heading" className={styles.heading}>
          A word from our founder
        </h2>
        <blockquote className={styles.quote}>
          <p>“{CEO.quote}”</p>
        </blockquote>
        {CEO.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className={styles.signature}>
          <strong>{CEO.name}</strong>, {CEO.position}
        </p>
      </div>
    </section>
  );
}
