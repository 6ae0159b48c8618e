import { sentRequestKeys, SENT_REQUESTS_KEY } from '@frc/submission/sentRequests';
import { jsonResponse, mockFetch } from '../../testing/fetchMock';
import type { ServiceRequest } from '../domain/intakeCodes';
import { postServiceRequest } from './postServiceRequest';

const request = { fname: 'Paul', lname: 'Phone', email: 'paul@example.com' } as ServiceRequest;

afterEach(() => localStorage.removeItem(SENT_REQUESTS_KEY));

describe('postServiceRequest', () => {
  it('remembers the key of a stored request, so a sign-in from this browser confirms it', async () => {
    mockFetch(jsonResponse(201, { status: 'success', data: { id: 5 } }));
    await postServiceRequest(request, { idempotencyKey: 'stored-key' });
    expect(sentRequestKeys()).toEqual(['stored-key']);
  });

  it('remembers nothing of a refused request', async () => {
    mockFetch(jsonResponse(422, { message: 'Please check these fields: email.' }));
    await postServiceRequest(request, { idempotencyKey: 'refused-key' });
    expect(sentRequestKeys()).toEqual([]);
  });
});
