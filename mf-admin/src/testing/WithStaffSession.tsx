import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { StaffRole } from '@frc/contracts/browser';
import { createStaffQueryClient } from '../shared/staffQueries';
import { StaffSessionContext, type StaffSession } from '../session/staffSession';
import { staffMe } from './fakeStaffApi';

/** A signed-in member for a component under test, without the API: `call` and `logout` are mocks. */
export function stubStaffSession(role: StaffRole = 'admin', name?: string): StaffSession {
  return {
    state: { status: 'signed-in', me: staffMe(role, name) },
    signedIn: jest.fn(),
    logout: jest.fn(() => Promise.resolve()),
    call: jest.fn(() => Promise.resolve({ ok: false as const, status: 500, message: 'not stubbed' })),
    request: jest.fn(() => Promise.reject(new Error('not stubbed'))),
  };
}

export function WithStaffSession({ session, children }: { session: StaffSession; children: ReactNode }) {
  const [queryClient] = useState(createStaffQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <StaffSessionContext value={session}>{children}</StaffSessionContext>
    </QueryClientProvider>
  );
}
