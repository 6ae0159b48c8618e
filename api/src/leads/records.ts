import type { ServiceRecord } from '@frc/contracts';
import type { serviceRequests } from '../db/schema';

/** A stored consultation request as the API answers with it. */
export function toServiceRecord(row: typeof serviceRequests.$inferSelect): ServiceRecord {
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
    scam_description: row.scamDescription,
    address: row.address,
    created_at: row.createdAt.toISOString(),
  };
}
