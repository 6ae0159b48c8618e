import { Island } from '@frc/federation';
import { ImageWithFallback } from '../components/ImageWithFallback';
import type { TeamMember } from '../contentTypes';
import { teamPortrait } from '../teamPortraits';
import portraitFallback from '../images/team/portrait-fallback.svg';
import styles from './TeamMemberCard.module.scss';

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card} aria-labelledby={`team-member-${member.id}`}>
      <Island
        module="marketing/ImageWithFallback"
        component={ImageWithFallback}
        props={{ src: teamPortrait(member.image), fallbackSrc: portraitFallback, alt: `Portrait of ${member.name}`, width: 96, height: 96, className: styles.photo }}
        hydrate="visible"
      />
      <div className={styles.heading}>
        <h4 id={`team-member-${member.id}`} className={styles.name}>
          {member.name}
        </h4>
        <p className={styles.position}>{member.position}</p>
      </div>
      <p className={styles.bio}>{member.bio}</p>
    </article>
  );
}
