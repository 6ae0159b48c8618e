import { DEFAULT_SUBJECT, type ServiceRequest } from '../domain/intakeCodes';
import { clearDraft, draftFor, loadDraft, saveDraft } from './requestDraft';

const body: ServiceRequest = {
  fname: 'Ada',
  lname: 'Lovelace',
  phone: '+15550100',
  email: 'ada@example.com',
  subject: DEFAULT_SUBJECT,
  scam_type: null,
  transaction_type: null,
  scam_amount: '2500',
  scam_description: 'A fake trading site kept my deposit.',
};

afterEach(() => sessionStorage.clear());

describe('request drafts', () => {
  it('keep the Idempotency-Key while the body is unchanged, and take a new one when it changes', () => {
    const first = draftFor(null, { n: 1 }, body);
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(draftFor(first, { n: 1 }, { ...body }).idempotencyKey).toBe(first.idempotencyKey);
    expect(draftFor(first, { n: 2 }, { ...body, scam_amount: '3000' }).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('survive in session storage until cleared', () => {
    const draft = draftFor(null, { n: 1 }, body);
    saveDraft('test', draft);
    expect(loadDraft('test')).toEqual(draft);
    clearDraft('test');
    expect(loadDraft('test')).toBeNull();
  });

  it('ignore unreadable stored data', () => {
    sessionStorage.setItem('intake:draft:test', '{not json');
    expect(loadDraft('test')).toBeNull();
    sessionStorage.setItem('intake:draft:test', JSON.stringify({ values: {} }));
    expect(loadDraft('test')).toBeNull();
  });
});
