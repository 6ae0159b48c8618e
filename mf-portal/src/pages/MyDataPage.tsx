import { Link } from 'react-router-dom';
import { useSession } from '@frc/session';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { downloadFileName } from '../features/my-data/api/clientDataApi';
import { EraseMyData } from '../features/my-data/components/EraseMyData';
import { HeldData } from '../features/my-data/components/HeldData';
import { useClientData } from '../features/my-data/hooks/useClientData';
import { LoadingSpinner } from '../features/cases/components/LoadingSpinner';
import styles from '../features/my-data/components/MyData.module.scss';
import frame from '../shared/pageFrame.module.scss';

/** Saves `json` as a file through the browser's own download. */
function saveJson(json: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /dashboard/profile: what the site holds about the signed-in client, to see, download and erase. */
export function MyDataPage() {
  usePageMeta({ title: 'My profile and data', description: 'See, download or erase everything we hold about your e-mail address.' });
  const { state, reload, token } = useClientData();
  const email = useSession((session) => (typeof session.user?.email === 'string' ? session.user.email : null));

  return (
    <section className={frame.page}>
      <h1 className={frame.title}>My profile and data</h1>
      <p className={frame.lead}>
        Everything we hold about {email ?? 'your e-mail address'}. You can download it as one file, or have it all erased. See our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> for why we keep it and for how long.
      </p>
      {state.kind === 'loading' && <LoadingSpinner label="Loading your data" />}
      {state.kind === 'failed' && (
        <div role="alert" className={styles.card}>
          <p>We could not load your data just now.</p>
          <button type="button" className="button" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.kind === 'loaded' && (
        <>
          <div className={styles.card}>
            <h2>What we hold about you</h2>
            <HeldData data={state.data} />
          </div>
          <div className={styles.card}>
            <h2>Download my data</h2>
            <p>One JSON file with everything listed above, in full, readable by people and programs.</p>
            <button type="button" className="button" onClick={() => saveJson(state.data, downloadFileName(state.data.exportedAt))}>
              Download my data
            </button>
          </div>
          <div className={styles.card}>
            <h2>Erase my data</h2>
            {token && <EraseMyData token={token} email={state.data.email} />}
          </div>
        </>
      )}
    </section>
  );
}
