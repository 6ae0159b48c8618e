import { Island } from '@frc/federation';
import { ImageWithFallback } from '../../features/content-service/components/ImageWithFallback';
import portraitFallback from '../../features/content-service/images/team/portrait-fallback.svg';
import { teamPortrait } from '../../features/content-service/teamPortraits';
import styles from './CeoProfile.module.scss';

/** The founder's word on the about page (its page item's `ceo`): `image` names a portrait drawing this remote serves. */
export interface CeoContent {
  name: string;
  position: string;
  image: string;
  quote: string;
  text: readonly string[];
}

export function CeoProfile({ ceo }: { ceo: CeoContent }) {
  return (
    <section className={styles.profile} aria-labelledby="ceo-heading">
      <Island
        module="marketing/ImageWithFallback"
        component={ImageWithFallback}
        props={{ src: teamPortrait(ceo.image), fallbackSrc: portraitFallback, alt: `Portrait of ${ceo.name}`, width: 200, height: 200, className: styles.photo }}
        hydrate="visible"
      />
      <div>
        <h2 id="ceo-heading" className={styles.heading}>
          A word from our founder
        </h2>
        <blockquote className={styles.quote}>
          <p>“{ceo.quote}”</p>
        </blockquote>
        {ceo.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className={styles.signature}>
          <strong>{ceo.name}</strong>, {ceo.position}
        </p>
      </div>
    </section>
  );
}
