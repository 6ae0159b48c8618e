import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffPasskeys } from '../db/schema';

/** A passkey as its registration verified it. */
export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports?: string[] | null;
}

export function passkeysOf(db: Database, staffId: number) {
  return db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
}

/** The member's passkey with this credential id, if they have one. */
export async function findPasskey(db: Database, staffId: number, credentialId: string) {
  const [passkey] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, staffId), eq(staffPasskeys.credentialId, credentialId)));
  return passkey ?? null;
}

export async function addPasskey(db: Database, staffId: number, credential: NewPasskey, at: Date): Promise<void> {
  await db.insert(staffPasskeys).values({
    staffId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? null,
    createdAt: at,
  });
}

/** A sign-in with the passkey: its new signature counter, and when. */
export async function recordPasskeyUse(db: Database, id: number, counter: number, at: Date): Promise<void> {
  await db.update(staffPasskeys).set({ counter, lastUsedAt: at }).where(eq(staffPasskeys.id, id));
}
