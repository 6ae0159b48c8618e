import type { CaseDocument, StaffMe } from '@frc/contracts';
import type { StaffBrowser } from './staffClient';
import { leadFormRequest, PUBLIC_ORIGIN, uniqueEmail, type ApiClient } from './testApi';

export type SignedInStaff = StaffBrowser & { me: StaffMe };

export interface ClientWithCase {
  email: string;
  token: string;
  requestId: number;
  ref: string;
}

/** A client who sent a consultation request, and the case `admin` opened from it and gave to `managerOf`. */
export async function clientWithCase(api: ApiClient, admin: SignedInStaff, managerOf: SignedInStaff, prefix: string): Promise<ClientWithCase> {
  const email = uniqueEmail(prefix);
  const token = await api.signIn(email);
  const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email), { token });
  const opened = await admin.post<{ caseRef: string }>(`/api/admin/inbox/request-${sent.body.data.id}/case`, {});
  const ref = opened.body.caseRef;
  const { version } = (await admin.get<{ case: { version: number } }>(`/api/admin/cases/${ref}`)).body.case;
  const assigned = await admin.post(`/api/admin/cases/${ref}`, { version, managerId: managerOf.me.staff.id });
  if (assigned.status !== 200) throw new Error(`assigning ${ref} answered ${assigned.status}`);
  return { email, token, requestId: sent.body.data.id, ref };
}

/** A multipart upload of one file (and the fields given first; a staff upload is shared with the client unless `visibility` says otherwise), with the client's token or a staff browser's cookie and CSRF token. */
export async function uploadDocument(
  api: ApiClient,
  pathname: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  as: { token: string } | SignedInStaff,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  // The team says who may see each document; shared with the client unless a test says otherwise.
  const withVisibility = 'token' in as || 'visibility' in fields ? fields : { visibility: 'client', ...fields };
  for (const [name, value] of Object.entries(withVisibility)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  const headers: Record<string, string> = 'token' in as ? { authorization: `Bearer ${as.token}` } : { cookie: as.jar.header(), origin: PUBLIC_ORIGIN, 'x-csrf-token': as.me.csrfToken };
  const response = await fetch(`${api.baseUrl}${pathname}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as { document: CaseDocument; message?: string } };
}
