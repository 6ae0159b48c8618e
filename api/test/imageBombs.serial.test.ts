// Runs alone (`*.serial.test.ts`), because it times a client's download while hostile uploads arrive.
import { clientWithCase, uploadDocument, type SignedInStaff } from './support/caseRooms';
import { avifDeclaring, pngDeclaring, uploadContentImage } from './support/contentImageUploads';
import { addAndSignIn, startApiWithTeam } from './support/staffClient';
import { uniqueEmail, type TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE } from './support/uploads';

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;
beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Ada Admin', manager: 'Max Manager', prefix: 'bombs' }));
});
afterAll(() => api.close());

it("answers a client's document download within 2 s while four image bombs are uploaded at once", async () => {
  const editor = await addAndSignIn(api, uniqueEmail('bombs-editor'), 'Eve Editor', 'editor');
  const client = await clientWithCase(api, admin, manager, 'bombs-client');
  const shared = await uploadDocument(api, `/api/admin/cases/${client.ref}/documents`, { name: 'statement.pdf', bytes: fileBytes(PDF_SIGNATURE, 300) }, manager);
  expect(shared.status).toBe(201);
  const download = async () => {
    const started = performance.now();
    const answer = await api.call('GET', `/api/cases/${client.ref}/documents/${shared.body.document.id}`, { token: client.token });
    return { status: answer.status, ms: performance.now() - started };
  };
  // Warm up first (connections, code paths), so the figure is about the uploads alone.
  expect((await download()).status).toBe(200);

  const bombs = [avifDeclaring(6000, 6000), pngDeclaring(1, 39_990_000), avifDeclaring(6000, 6000), pngDeclaring(1, 39_990_000)];
  const uploads = Promise.all(bombs.map((bytes, index) => uploadContentImage(api, editor, bytes, `bomb-${index}`, index % 2 ? 'image/png' : 'image/avif')));
  const during = await download();
  const refused = await uploads;

  console.log(`a client's download during four image bombs: ${during.ms.toFixed(0)} ms`);
  expect(during.status).toBe(200);
  expect(during.ms).toBeLessThan(2000);
  expect(refused.map((answer) => answer.status)).toEqual([422, 422, 422, 422]);
});
