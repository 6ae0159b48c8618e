import type { ServiceRecord } from '@frc/contracts';
import { NOT_IN_A_CASE } from '../backOffice/clientView';
import type { Database } from '../db/client';
import { serviceRequests } from '../db/schema';
import { createGroupedInsert } from './groupedInsert';

type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/** A stored consultation request as the API answers with it, to the person who sent it. */
type RecordFields = 'id' | 'fname' | 'lname' | 'phone' | 'email' | 'subject' | 'scamType' | 'transactionType' | 'scamAmount' | 'scamCurrency' | 'scamDescription' | 'address' | 'createdAt' | 'confirmedAt';

export function toServiceRecord(row: Pick<ServiceRequestRow, RecordFields>): ServiceRecord {
  return {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    scam_type: row.scamType,
    transaction_type: row.transactionType,
    scam_amount: row.scamAmount,
    scam_currency: row.scamCurrency,
    scam_description: row.scamDescription,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    awaiting_confirmation: row.confirmedAt === null,
    ...NOT_IN_A_CASE,
  };
}

/**
 * A request as the portal lists it to the owner of its address. One that awaits confirmation may
 * have been sent by anyone, so nothing typed into it is shown until the owner confirms it: only
 * its codes and its time.
 */
export function toListedServiceRecord(row: ServiceRequestRow): ServiceRecord {
  const record = toServiceRecord(row);
  if (!record.awaiting_confirmation) return record;
  return { ...record, fname: null, lname: null, phone: null, scam_amount: null, scam_description: null, address: null };
}

/** Stores consultation requests: those that arrive together are committed together, one statement for the group. */
export const createRequestStore = (db: Database) => createGroupedInsert(db, serviceRequests);
