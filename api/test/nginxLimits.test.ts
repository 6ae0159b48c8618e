import fs from 'node:fs';
import path from 'node:path';
import { ENGAGEMENT_SIGN_MAX_BYTES, ENGAGEMENT_VERIFY_MAX_BYTES, MAX_REQUEST_BODY_BYTES } from '@frc/contracts';
import { MAX_DOCUMENT_REQUEST_BYTES } from '../src/caseRoom/documentUpload';
import { MAX_UPLOAD_BYTES } from '../src/reports/evidenceUpload';
import { CONTENT_UPLOAD_MAX_BYTES } from '../src/routes/admin/content';

/** The shell's nginx configuration: what it lets through to the API must be what the API accepts. */
const template = fs.readFileSync(path.join(__dirname, '../../docker/nginx/shell.conf.template'), 'utf8');

function bodyLimitOf(location: string): number {
  const block = new RegExp(`location ${location.replace(/[/^~ =.*+?$()|[\]]/g, (character) => `\\${character}`)} \\{([^}]*)\\}`).exec(template)?.[1];
  if (!block) throw new Error(`shell.conf.template has no "location ${location}" block`);
  const value = /client_max_body_size (\d+);/.exec(block)?.[1];
  if (!value) throw new Error(`"location ${location}" sets no client_max_body_size in bytes`);
  return Number(value);
}

describe("nginx's body limits on /api", () => {
  it("are the API's own, route by route", () => {
    expect(bodyLimitOf('^~ /api/')).toBe(MAX_REQUEST_BODY_BYTES);
    expect(bodyLimitOf('= /api/whistleblowing')).toBe(MAX_UPLOAD_BYTES);
    expect(bodyLimitOf('~ ^/api/(admin/)?cases/[^/]+/documents(/[0-9]+)?$')).toBe(MAX_DOCUMENT_REQUEST_BYTES);
    expect(bodyLimitOf('~ ^/api/admin/content(/|$)')).toBe(CONTENT_UPLOAD_MAX_BYTES);
    expect(bodyLimitOf('~ ^/api/cases/[^/]+/engagements/[0-9]+/sign$')).toBe(ENGAGEMENT_SIGN_MAX_BYTES);
    expect(bodyLimitOf('= /api/engagements/verify')).toBe(ENGAGEMENT_VERIFY_MAX_BYTES);
  });
});
