import type { Clock } from './clock';
import type { Limits } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { SignInCodes } from './otp/signInCodes';

/** What the route modules work with. */
export interface AppContext {
  db: Database;
  now: Clock;
  limits: Limits;
  mailer: Mailer;
  teamEmail: string | null;
  signInCodes: SignInCodes;
}
