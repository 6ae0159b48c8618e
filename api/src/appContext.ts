import type { BookingSettings } from './booking/bookings';
import type { Clock } from './clock';
import type { ConsultationMails } from './mail/consultationMails';
import type { Limits } from './config';
import type { Database } from './db/client';
import type { Engagements } from './engagement/engagements';
import type { ClientNotices } from './mail/clientNotices';
import type { Mailer } from './mail/mailer';
import type { TaskReminders } from './mail/taskReminders';
import type { CodeCrypto } from './otp/codeCrypto';
import type { SignInCodes } from './otp/signInCodes';
import type { EvidenceStore } from './reports/evidenceStore';
import type { DocumentStore } from './storage/documentStore';

/** What the route modules work with. */
export interface AppContext {
  db: Database;
  now: Clock;
  limits: Limits;
  mailer: Mailer;
  /** The client's notice mails of their cases, at most one per case in a window (mail/clientNotices.ts). */
  clientNotices: ClientNotices;
  /** The bells' due tasks and the members' daily reminder mails (mail/taskReminders.ts). */
  taskReminders: TaskReminders;
  teamEmail: string | null;
  /** The site's address as visitors open it, for links in mails. */
  publicOrigin: string;
  signInCodes: SignInCodes;
  codeCrypto: CodeCrypto;
  evidence: EvidenceStore;
  /** The case room's documents. */
  documents: DocumentStore;
  /** The consultations' video service and invite UIDs. */
  booking: BookingSettings;
  /** The consultations' mails and invites (mail/consultationMails.ts). */
  consultationMails: ConsultationMails;
  /** Fee terms and engagement letters: sending, signing, sealing (engagement/engagements.ts). */
  engagements: Engagements;
}
