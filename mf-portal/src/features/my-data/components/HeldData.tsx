import { Link } from 'react-router-dom';
import { clientCasePath, type ClientData } from '@frc/contracts/browser';
import { formatFileSize } from '@frc/ui/formatFileSize';
import { formatSubmittedOn as when, toCaseView } from '../../cases/caseView';
import styles from './MyData.module.scss';


/** Everything the site holds about the client's address, in plain words; the download has it all as JSON. */
export function HeldData({ data }: { data: ClientData }) {
  return (
    <div className={styles.held}>
      <section aria-labelledby="held-requests">
        <h3 id="held-requests">Your consultation requests ({data.requests.length})</h3>
        {data.requests.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.records}>
            {data.requests.map((request) => {
              // Read as the cases list reads it: the same labels, dates and held-back details.
              const view = toCaseView(request);
              return (
                <li key={request.id}>
                  <strong>Request #{view.reference}</strong>, sent {view.submittedOn}: {view.scamType}, paid by {view.transactionType}
                  {view.awaitingConfirmation ? ' (waiting for you to confirm it from our e-mail)' : ''}.
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="held-case-messages">
        <h3 id="held-case-messages">Your messages with our team ({data.caseMessages.length})</h3>
        {data.caseMessages.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.records}>
            {data.caseMessages.map((message) => (
              <li key={`${message.caseRef}-${message.at}-${message.author}`}>
                <strong>
                  {message.caseRef}, {message.author === 'client' ? 'you' : `${message.authorName} (our team)`}
                </strong>
                , {when(message.at)}: <span className={styles.messageText}>{message.text}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="held-case-documents">
        <h3 id="held-case-documents">Documents in your cases ({data.caseDocuments.length})</h3>
        {data.caseDocuments.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.records}>
            {data.caseDocuments.map((document) => (
              <li key={document.id}>
                <strong>{document.name}</strong> ({formatFileSize(document.size)}, {document.type}
                {document.isReport ? ', your report' : ''}), {document.uploadedBy === 'client' ? 'sent by you' : 'sent by our team'} {when(document.at)} in{' '}
                <Link to={clientCasePath(document.caseRef)}>case {document.caseRef}</Link>, where it downloads. SHA-256:{' '}
                <code className={styles.checksum}>{document.sha256}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="held-reports">
        <h3 id="held-reports">Whistleblowing reports sent with your address ({data.whistleblowingReports.length})</h3>
        {data.whistleblowingReports.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.records}>
            {data.whistleblowingReports.map((report) => (
              <li key={report.id}>
                <strong>Report #{report.id}</strong>, sent {when(report.created_at)}
                {typeof report.fields.scamName === 'string' ? ` about ${report.fields.scamName}` : ''}.
                {report.evidence.length > 0 && (
                  <>
                    {' '}
                    Files: {report.evidence.map((file) => `${file.fileName} (${formatFileSize(file.sizeBytes)})`).join(', ')}.
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="held-affiliate">
        <h3 id="held-affiliate">Affiliate applications ({data.affiliateApplications.length})</h3>
        {data.affiliateApplications.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.records}>
            {data.affiliateApplications.map((application) => (
              <li key={application.id}>
                <strong>Application #{application.id}</strong>, sent {when(application.created_at)}.
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="held-newsletter">
        <h3 id="held-newsletter">Newsletter</h3>
        <p>
          {data.newsletter.status === 'subscribed' && data.newsletter.since
            ? `Subscribed since ${when(data.newsletter.since)}.`
            : data.newsletter.status === 'awaiting confirmation'
              ? 'Signed up, waiting for you to confirm from our e-mail (deleted after 7 days otherwise).'
              : 'Not subscribed.'}
        </p>
      </section>
      <section aria-labelledby="held-sessions">
        <h3 id="held-sessions">Where you are signed in ({data.sessions.length})</h3>
        <ul className={styles.records}>
          {data.sessions.map((session) => (
            <li key={session.started_at}>
              Signed in {when(session.started_at)}, last active {when(session.last_seen_at)}
              {session.current ? ' (this device)' : ''}.
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="held-staff-access">
        <h3 id="held-staff-access">Who on our team opened your data ({data.staff_access.length})</h3>
        {data.staff_access.length === 0 ? (
          <p>Nobody on our team has opened your data.</p>
        ) : (
          <ul className={styles.records}>
            {data.staff_access.map((access) => (
              <li key={`${access.at}-${access.staff_name}-${access.action}`}>
                {access.staff_name}: {access.action}, {when(access.at)}.
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
