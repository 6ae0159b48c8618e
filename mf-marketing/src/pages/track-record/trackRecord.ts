import type { Step } from '../../shared/components/StepsGrid';

/** The track record's figures and process: its page item's data (the firm's figures, edited as content). */

export interface Statistic {
  value: string;
  label: string;
}

export interface RecoveryRow {
  scamType: string;
  casesAccepted: number;
  casesRecovered: number;
  /** US dollars returned to clients from the cases of this row. */
  amountRecovered: number;
}

/** A year's summary by scam type: the cases accepted in that year and what they returned to clients. */
export interface RecoveryYear {
  year: number;
  rows: readonly RecoveryRow[];
}

export interface TrackRecordContent {
  trackRecordStats: readonly Statistic[];
  recoveryYears: readonly RecoveryYear[];
  recoveryTablesNote: string;
  recoveryProcess: readonly Step[];
}
