import { BOOKING_API, type BookingView, type ClientBookingsResponse } from '@frc/contracts/browser';
import type { BookingAnswer, BookingChoice } from '@frc/ui/booking/BookConsultation';
import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';

export type ClientBookingsOutcome = { kind: 'loaded'; data: ClientBookingsResponse } | { kind: 'expired' } | { kind: 'failed' };

const UNREACHABLE = 'We could not reach our server. Please check your connection and try again.';

/** GET /api/client/bookings: the signed-in client's consultations, and the requests they can book one for. */
export async function fetchClientBookings(token: string, signal?: AbortSignal): Promise<ClientBookingsOutcome> {
  try {
    const response = await apiRequest(BOOKING_API.client, { token, signal });
    if (response.status === 401) return { kind: 'expired' };
    const { payload } = await readAnswer(response);
    return response.ok && isRecord(payload) && Array.isArray(payload.bookings) && Array.isArray(payload.requests)
      ? { kind: 'loaded', data: payload as unknown as ClientBookingsResponse }
      : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** A booking change as the signed-in client: the booking, or why not in the API's words. */
async function bookingChange(path: string, token: string, body: unknown): Promise<BookingAnswer> {
  try {
    const answer = await readAnswer(await apiRequest(path, { json: body, token }));
    if (answer.ok && isRecord(answer.payload) && isRecord(answer.payload.booking)) return { booking: answer.payload.booking as unknown as BookingView };
    return { message: answer.message ?? 'Our server could not do it just now. Please try again.' };
  } catch {
    return { message: UNREACHABLE };
  }
}

export const bookForRequest = (token: string, requestId: number, choice: BookingChoice) => bookingChange(BOOKING_API.client, token, { requestId, ...choice });
export const rescheduleClientBooking = (token: string, id: number, choice: { startsAt: string }) => bookingChange(`${BOOKING_API.client}/${id}/reschedule`, token, { startsAt: choice.startsAt });
export const cancelClientBooking = (token: string, id: number) => bookingChange(`${BOOKING_API.client}/${id}/cancel`, token, {});
