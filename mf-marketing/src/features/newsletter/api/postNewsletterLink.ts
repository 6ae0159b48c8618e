import { NEWSLETTER_CONFIRM_API_PATH, NEWSLETTER_LINK_INVALID, NEWSLETTER_UNSUBSCRIBE_API_PATH } from '@frc/contracts/browser';
import { apiRequest, readAnswer } from '@frc/submission/apiRequest';
import { failureReason } from '../../../shared/api/failureReason';

/** The two links a newsletter mail can carry. */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

export type NewsletterLinkOutcome = { done: boolean; message: string };

const API_PATHS: Record<NewsletterLinkKind, string> = { confirm: NEWSLETTER_CONFIRM_API_PATH, unsubscribe: NEWSLETTER_UNSUBSCRIBE_API_PATH };

/** POST the link's token to the API; the outcome says whether it worked, in the server's words when it gave them. */
export async function postNewsletterLink(kind: NewsletterLinkKind, token: string): Promise<NewsletterLinkOutcome> {
  let response: Response;
  try {
    response = await apiRequest(API_PATHS[kind], { json: { token } });
  } catch {
    return { done: false, message: failureReason(null, null) };
  }
  const { message } = await readAnswer(response);
  if (response.ok) return { done: true, message: message ?? '' };
  if (response.status === 404 || response.status === 422) return { done: false, message: message ?? NEWSLETTER_LINK_INVALID };
  return { done: false, message: failureReason(message, response.status) };
}
