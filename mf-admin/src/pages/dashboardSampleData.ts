import type { SampleCase, SampleUser, StatCardData } from '../features/dashboard/dashboardTypes';

// Made-up records for the mock-up. The admin area has no sign-in check (as the spec says), so it must
// never show real leads: every person here is fictitious and every address is at example.com.

export const SAMPLE_STATS: readonly StatCardData[] = [
  { title: 'Total users', value: '1,284', change: '12%', direction: 'up' },
  { title: 'Open cases', value: '342', change: '8%', direction: 'up' },
  { title: 'Amount under review', value: '$2.4M', change: '5%', direction: 'up' },
  { title: 'Pending reviews', value: '27', change: '3%', direction: 'down' },
];

export const SAMPLE_USERS: readonly SampleUser[] = [
  { id: 'u1', name: 'Alex Sample', email: 'alex.sample@example.com', joinDate: '2025-01-14', caseCount: 2, status: 'Active' },
  { id: 'u2', name: 'Jordan Example', email: 'jordan.example@example.com', joinDate: '2025-02-03', caseCount: 1, status: 'Pending' },
  { id: 'u3', name: 'Sam Placeholder', email: 'sam.placeholder@example.com', joinDate: '2024-11-27', caseCount: 3, status: 'Active' },
  { id: 'u4', name: 'Riley Demo', email: 'riley.demo@example.com', joinDate: '2024-09-08', caseCount: 0, status: 'Inactive' },
  { id: 'u5', name: 'Casey Mockup', email: 'casey.mockup@example.com', joinDate: '2025-03-21', caseCount: 1, status: 'Pending' },
];

export const SAMPLE_CASES: readonly SampleCase[] = [
  {
    id: 'c1',
    title: 'Forex platform refuses withdrawal',
    client: 'Alex Sample',
    date: '2025-03-02',
    amount: 18500,
    status: 'In Progress',
    assignee: 'Taylor Testcase',
  },
  {
    id: 'c2',
    title: 'Crypto wallet transfers to trace',
    client: 'Sam Placeholder',
    date: '2025-02-18',
    amount: 42000,
    status: 'Under Review',
    assignee: 'Morgan Fictive',
  },
  {
    id: 'c3',
    title: 'Binary options account closed',
    client: 'Jordan Example',
    date: '2025-01-29',
    amount: 7250,
    status: 'Completed',
    assignee: 'Taylor Testcase',
  },
  {
    id: 'c4',
    title: 'Card payments to a fake broker',
    client: 'Casey Mockup',
    date: '2025-03-24',
    amount: 3900,
    status: 'Under Review',
    assignee: 'Morgan Fictive',
  },
];
