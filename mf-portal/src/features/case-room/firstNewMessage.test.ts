import type { CaseMessage } from '@frc/contracts/browser';
import { firstNewMessageId } from './firstNewMessage';

function message(id: number, author: CaseMessage['author'], readByOther: boolean): CaseMessage {
  return { id, author, authorName: author === 'team' ? 'Max Manager' : 'Amina', text: `Message ${id}`, at: '2026-03-14T12:00:00Z', documents: [], readByOther, readAt: readByOther ? '2026-03-14T12:05:00Z' : null };
}

describe('firstNewMessageId', () => {
  it('is the first team message the thread says the client had not read', () => {
    const thread = [message(1, 'team', true), message(2, 'client', false), message(3, 'team', false), message(4, 'team', false)];
    expect(firstNewMessageId(thread, 2)).toBe(3);
  });

  it('counts back from the newest team messages when the thread already shows them read', () => {
    const thread = [message(1, 'team', true), message(2, 'client', true), message(3, 'team', true), message(4, 'client', true), message(5, 'team', true)];
    expect(firstNewMessageId(thread, 2)).toBe(3);
    expect(firstNewMessageId(thread, 1)).toBe(5);
    expect(firstNewMessageId(thread, 9)).toBe(1);
  });

  it('is null when nothing was unread', () => {
    expect(firstNewMessageId([message(1, 'team', true), message(2, 'client', false)], 0)).toBeNull();
    expect(firstNewMessageId([], 3)).toBeNull();
  });
});
