import { Island } from '@frc/federation';
import { COMPANY } from '@frc/ui/company';
import { usePageMeta } from '@frc/ui/usePageMeta';
import VerifyLetterForm from '../features/verify-letter/components/VerifyLetterForm';
import styles from './NoticePage.module.scss';

/**
 * /verify: anyone checks a signed engagement letter's seal, and whether this firm issued that very file, without
 * learning anything else about its case (docs/engagement.md). The drop area is an island, hydrated at once.
 */
export function VerifyLetterPage() {
  usePageMeta({
    title: 'Check a signed letter',
    description: `Check that an engagement letter signed with ${COMPANY.name} is intact and was issued by us: drop the PDF, nothing is kept.`,
  });
  return (
    <div className={styles.page}>
      <h1>Check a signed letter</h1>
      <p className={styles.lead}>
        Every engagement letter signed with {COMPANY.name} is sealed: any change to the file breaks the seal. Drop the signed PDF below, or choose it, to see
        whether it is intact, when it was signed, and whether we issued it. We check the file and do not keep it, and the answer says nothing else about
        the case.
      </p>
      <Island module="intake/VerifyLetterForm" label="the letter check" component={VerifyLetterForm} props={{}} hydrate="load" />
    </div>
  );
}
