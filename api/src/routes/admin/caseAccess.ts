import type { FastifyReply, FastifyRequest } from 'fastify';
import { findCase, parseCaseRef } from '../../backOffice/cases';
import { roomCase } from '../../caseRoom/caseRoom';
import type { Viewer } from '../../backOffice/inbox';
import type { Database } from '../../db/client';
import { signedInStaff } from './guard';

export const NOT_FOUND = { status: 'error', message: 'Not found' } as const;

/** The signed-in member as the case and inbox queries scope what they see. */
export const viewerOf = (request: FastifyRequest): Viewer => {
  const staff = signedInStaff(request);
  return { id: staff.id, role: staff.role };
};

/** The case at `ref` if the member may see it; else answers 404 (unknown, or another case manager's) and gives null. */
export async function caseOr404(db: Database, request: FastifyRequest, reply: FastifyReply, ref: string) {
  const id = parseCaseRef(ref);
  const found = id === null ? null : await findCase(db, viewerOf(request), id);
  if (!found || id === null) {
    await reply.code(404).send(NOT_FOUND);
    return null;
  }
  return { id, summary: found };
}

/** The room of the case at `ref` (its room-side record) if the member may see it; else answers 404 and gives null. */
export async function roomOr404(db: Database, request: FastifyRequest, reply: FastifyReply, ref: string) {
  const found = await caseOr404(db, request, reply, ref);
  return found ? roomCase(db, found.id) : null;
}
