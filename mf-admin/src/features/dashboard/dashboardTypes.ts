export type ChangeDirection = 'up' | 'down';

export interface StatCardData {
  title: string;
  value: string;
  /** How much the value moved since the previous period, e.g. '12%'. */
  change: string;
  direction: ChangeDirection;
}

export type UserStatus = 'Active' | 'Pending' | 'Inactive';

export interface SampleUser {
  id: string;
  name: string;
  email: string;
  /** ISO date, YYYY-MM-DD. */
  joinDate: string;
  caseCount: number;
  status: UserStatus;
}

export type CaseStatus = 'In Progress' | 'Under Review' | 'Completed';

export interface SampleCase {
  id: string;
  title: string;
  client: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** US dollars. */
  amount: number;
  status: CaseStatus;
  assignee: string;
}
