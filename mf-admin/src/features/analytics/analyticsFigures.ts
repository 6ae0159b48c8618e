import type { Analytics, SiteHealth } from '@frc/contracts/browser';
import { scamTypeLabel } from '../../shared/labels';

export interface FigureRow {
  label: string;
  value: number;
}

export interface Figure {
  id: string;
  title: string;
  labelHeader: string;
  valueHeader: string;
  /** A column chart for numbered categories (days), bars across for worded ones whose labels would not fit below. */
  chart: 'bar' | 'horizontal-bar' | 'line' | null;
  rows: FigureRow[];
  /** What the figure counts, read with its table. */
  note?: string;
  /** Said in place of the table when it has no rows. */
  empty?: string;
}

const hours = (value: number | null) => (value === null ? 0 : Math.round(value * 10) / 10);
const days = (hoursValue: number | null) => (hoursValue === null ? 0 : Math.round(hoursValue / 2.4) / 10);
const consultations = (count: number) => `${count.toLocaleString('en-US')} consultation${count === 1 ? '' : 's'}`;

/** Every figure of the Analytics page, each drawn as a chart and given as a table of the same numbers. */
export function analyticsFigures(analytics: Analytics): Figure[] {
  return [
    {
      id: 'per-day',
      title: 'Requests per day',
      labelHeader: 'Day',
      valueHeader: 'Requests',
      chart: 'line',
      rows: analytics.requestsPerDay.map(({ day, count }) => ({ label: day, value: count })),
    },
    {
      id: 'scam-type',
      title: 'Requests by scam type',
      labelHeader: 'Scam type',
      valueHeader: 'Requests',
      chart: 'horizontal-bar',
      rows: analytics.byScamType.map(({ scamType, count }) => ({ label: scamTypeLabel(scamType) || 'Not given', value: count })),
    },
    {
      id: 'source-page',
      title: 'Requests by the page they came from',
      labelHeader: 'Page',
      valueHeader: 'Requests',
      chart: 'horizontal-bar',
      rows: analytics.bySourcePage.map(({ page, count }) => ({ label: page, value: count })),
    },
    {
      id: 'conversion',
      title: 'Inbox to case conversion',
      labelHeader: 'Stage',
      valueHeader: 'Items',
      chart: 'horizontal-bar',
      rows: [
        { label: 'Received', value: analytics.conversion.received },
        { label: 'Opened', value: analytics.conversion.opened },
        { label: 'In a case', value: analytics.conversion.cases },
      ],
    },
    {
      id: 'first-reply',
      title: 'Time to first reply',
      labelHeader: 'Measure',
      valueHeader: 'Hours',
      chart: 'horizontal-bar',
      rows: [
        { label: 'Median', value: hours(analytics.firstReply.medianHours) },
        { label: '90th percentile', value: hours(analytics.firstReply.p90Hours) },
      ],
    },
    {
      id: 'bookings-per-week',
      title: 'Consultations per week',
      note: 'Counted in the week each consultation starts (weeks begin on Monday, UTC), upcoming ones included. Cancelled consultations are left out.',
      labelHeader: 'Week of',
      valueHeader: 'Consultations',
      chart: 'bar',
      rows: analytics.bookingsPerWeek.map(({ week, count }) => ({ label: week, value: count })),
      empty: 'No consultation in this period.',
    },
    {
      id: 'show-rate',
      title: 'Show rate',
      note: 'Consultations held, of those marked held or no-show.',
      labelHeader: 'Measure',
      valueHeader: 'Value',
      chart: null,
      rows:
        analytics.showRate.percent === null
          ? []
          : [
              { label: 'Show rate (percent)', value: analytics.showRate.percent },
              { label: 'Held', value: analytics.showRate.held },
              { label: 'No-show', value: analytics.showRate.noShow },
            ],
      empty: 'No consultation marked yet.',
    },
    {
      id: 'request-to-consultation',
      title: 'Time from request to consultation',
      note: `From the request to the start of its consultation, over ${consultations(analytics.requestToConsultation.count)} booked or held.`,
      labelHeader: 'Measure',
      valueHeader: 'Days',
      chart: 'horizontal-bar',
      rows:
        analytics.requestToConsultation.count === 0
          ? []
          : [
              { label: 'Median', value: days(analytics.requestToConsultation.medianHours) },
              { label: '90th percentile', value: days(analytics.requestToConsultation.p90Hours) },
            ],
      empty: 'No consultation booked in this period.',
    },
    {
      id: 'recovered',
      title: 'Amount recovered',
      labelHeader: 'Measure',
      valueHeader: 'Value',
      chart: null,
      rows: [
        { label: 'Total recovered (US dollars)', value: Number(analytics.recovered.totalAmount) || 0 },
        { label: 'Cases with money recovered', value: analytics.recovered.cases },
      ],
    },
  ];
}

/** The site's health for admins: how often each remote's code failed to load, per version. */
export function remoteLoadFigure(health: SiteHealth): Figure {
  return {
    id: 'remote-failures',
    title: 'Load failures of each remote',
    labelHeader: 'Remote and version',
    valueHeader: 'Failed loads',
    chart: 'horizontal-bar',
    rows: health.remoteLoadFailures.map(({ remote, version, loads, failures }) => ({ label: `${remote} ${version} (of ${loads} loads)`, value: failures })),
  };
}
