import { newInboxItemMail, teamNotificationMail } from './messages';

const ORIGIN = 'https://cleartrace.example';

describe("the team's new-item mail", () => {
  it.each([
    [{ kind: 'request', source: 'wizard', id: 7 }, 'New wizard consultation request #7', 'Wizard consultation request #7 came in through the site.', '/admin/inbox/request-7'],
    [{ kind: 'request', source: 'contact', id: 8 }, 'New contact form consultation request #8', 'Contact form consultation request #8 came in through the site.', '/admin/inbox/request-8'],
    [{ kind: 'request', source: 'lead', id: 9 }, 'New lead form consultation request #9', 'Lead form consultation request #9 came in through the site.', '/admin/inbox/request-9'],
    [{ kind: 'report', source: null, id: 3, files: 2 }, 'New whistleblowing report #3', 'Whistleblowing report #3 came in through the site with 2 files.', '/admin/inbox/report-3'],
    [{ kind: 'affiliate', source: null, id: 4 }, 'New affiliate application #4', 'Affiliate application #4 came in through the site.', '/admin/inbox/affiliate-4'],
  ] as const)('names the form in words and links to its inbox item: %j', (item, subject, sentence, path) => {
    const mail = newInboxItemMail('team@example.com', item, ORIGIN);
    expect(mail).toMatchObject({ to: 'team@example.com', subject });
    expect(mail.text.split('\n')).toEqual([sentence, '', 'Read it in the back office:', `${ORIGIN}${path}`, '', expect.stringContaining('no name, contact detail, amount or story')]);
  });
});

describe('the team notification mail', () => {
  it('keeps a line break in any field from starting a line', () => {
    const mail = teamNotificationMail('team@example.com', 'data erasure #1', { Note: 'Erased\nEmail: x@example.com', requests: 2 });
    expect(mail.text.split('\n').filter((line) => /^\S+:/.test(line))).toEqual(['Note:', 'requests: 2']);
  });
});
