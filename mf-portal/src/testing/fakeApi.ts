import { answerApiRequests, jsonResponse } from '@frc/submission/testing';
import type { ListedCase } from '../features/cases/api/fetchCasesPage';

export { jsonResponse };

type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Answers the submission kit's requests for one test; the returned mock records every call, as fetch would get it (url, init). */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve().then(() => handler(String(input), init)));
  answerApiRequests(fetchMock);
  return fetchMock;
}

/** The side menu reads the unread messages' count from GET /api/cases on every page. */
export const UNREAD_COUNT_URL = '/api/cases';

/** The calls a page made, without the side menu's read of the unread count. */
export function pageCalls(fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>) {
  return fetchMock.mock.calls.filter(([url]) => String(url) !== UNREAD_COUNT_URL);
}

/** A promise the test settles when it wants, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The bearer token a recorded call carried. */
export function bearerOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

export function makeCase(id: number, overrides: Partial<ListedCase> = {}): ListedCase {
  return {
    id,
    fname: 'Amina',
    lname: `Rahman ${id}`,
    phone: '+8801712345678',
    email: 'amina@example.com',
    subject: 'contact-form-submission',
    scam_type: 'forex',
    scam_amount: '2500',
    scam_currency: 'CAD',
    scam_description: `Case ${id} description`,
    address: `bc1qaddress${id}`,
    transaction_type: 'btc_crypto',
    created_at: '2026-03-14T12:00:00Z',
    ...overrides,
  };
}

/** A page of GET /api/services/by-email with the API's page size of 10. */
export function casesPage(page: number, total: number, makeRow: (id: number) => ListedCase = makeCase) {
  const lastPage = Math.max(1, Math.ceil(total / 10));
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  return {
    status: 'success',
    data: Array.from({ length: count }, (_, index) => makeRow(first + index)),
    total,
    current_page: page,
    last_page: lastPage,
  };
}
