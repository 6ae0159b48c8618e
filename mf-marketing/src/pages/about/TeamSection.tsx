import { LoadedContent } from '../../features/content-service/components/LoadedContent';
import type { TeamDepartment, TeamMember } from '../../features/content-service/contentTypes';
import { usePublishedRecords } from '../../features/content-service/hooks/usePublished';
import { PageSection } from '../../shared/components/PageSection';
import { TeamMemberCard } from '../../features/content-service/templates/TeamMemberCard';
import styles from './TeamSection.module.scss';

/** The team by department, from the content service. */
export interface DepartmentContent {
  department: TeamDepartment;
  slug: string;
  text: string;
}

export function TeamSection({ departments }: { departments: readonly DepartmentContent[] }) {
  const team = usePublishedRecords<TeamMember>('team_member', 'name');
  return (
    <PageSection id="our-team" title="The people on your case" intro="Three departments, one team. Whoever you speak to knows your case." tone="muted">
      <LoadedContent
        state={team}
        what="our team"
        failure={<p>We could not show our team just now. Please try again in a moment; you can still contact any of us through the form below.</p>}
      >
        {(members) => (
          <div className={styles.departments}>
            {departments.map(({ department, slug, text }) => (
              <section key={department} aria-labelledby={`department-${slug}`}>
                <h3 id={`department-${slug}`} className={styles.title}>
                  {department}
                </h3>
                <p className={styles.text}>{text}</p>
                <ul className={styles.members}>
                  {members
                    .filter((member) => member.department === department)
                    .map((member) => (
                      <li key={member.id}>
                        <TeamMemberCard member={member} />
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </LoadedContent>
    </PageSection>
  );
}
