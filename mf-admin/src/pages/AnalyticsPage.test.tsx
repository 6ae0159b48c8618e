import { screen, waitFor, within } from '@testing-library/react';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

jest.mock('../features/analytics/components/AnalyticsChart', () => ({
  __esModule: true,
  default: ({ valueName }: { valueName: string }) => <svg data-chart={valueName} />,
}));

beforeEach(() => mockScreenWidth('wide'));

const ANALYTICS = {
  requestsPerDay: [
    { day: '2026-11-25', count: 3 },
    { day: '2026-11-26', count: 5 },
  ],
  byScamType: [{ scamType: 'forex', count: 6 }],
  bySourcePage: [{ page: '/forex-scams', count: 4 }],
  conversion: { received: 8, opened: 6, cases: 2 },
  firstReply: { medianHours: 2.25, p90Hours: 9, count: 6 },
  recovered: { totalAmount: '12500.00', cases: 1 },
  bookingsPerWeek: [
    { week: '2026-11-16', count: 4 },
    { week: '2026-11-23', count: 7 },
  ],
  showRate: { held: 5, noShow: 2, percent: 71.4 },
  requestToConsultation: { medianHours: 54, p90Hours: 130, count: 9 },
};

const SITE_HEALTH = { remoteLoadFailures: [{ remote: 'intake', version: '1.4.0', loads: 200, failures: 3 }] };

describe('/admin/analytics', () => {
  it('draws each figure beside a table of the same numbers, the charts hidden from screen readers', async () => {
    const api = fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('admin')), 'GET /api/admin/analytics': jsonResponse(200, ANALYTICS) });
    renderAdminAt('/admin/analytics');

    const perDay = await screen.findByRole('table', { name: 'Requests per day' });
    expect(within(perDay).getByRole('row', { name: '2026-11-26 5' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Requests by scam type' })).getByRole('row', { name: 'Forex 6' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Inbox to case conversion' })).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'StageItems',
      'Received8',
      'Opened6',
      'In a case2',
    ]);
    expect(within(screen.getByRole('table', { name: 'Time to first reply' })).getByRole('row', { name: 'Median 2.3' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Amount recovered' })).getByRole('row', { name: 'Total recovered (US dollars) 12,500' })).toBeInTheDocument();
    // A developer's figure is not among the business's: it has its own page.
    expect(screen.queryByRole('table', { name: 'Load failures of each remote' })).not.toBeInTheDocument();

    // The chart module (and its library) arrives lazily.
    const perWeek = screen.getByRole('table', { name: 'Consultations per week' });
    expect(perWeek).toHaveAccessibleDescription(/weeks begin on Monday.*Cancelled consultations are left out\./);
    expect(within(perWeek).getByRole('row', { name: '2026-11-23 7' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Show rate' })).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MeasureValue',
      'Show rate (percent)71.4',
      'Held5',
      'No-show2',
    ]);
    const wait = screen.getByRole('table', { name: 'Time from request to consultation' });
    expect(wait).toHaveAccessibleDescription('From the request to the start of its consultation, over 9 consultations booked or held.');
    expect(within(wait).getAllByRole('row').map((row) => row.textContent)).toEqual(['MeasureDays', 'Median2.3', '90th percentile5.4']);

    await waitFor(() => expect(document.querySelectorAll('svg[data-chart]')).toHaveLength(7));
    expect(document.querySelector('svg[data-chart="Consultations"]')).not.toBeNull();
    const charts = document.querySelectorAll('svg[data-chart]');
    for (const chart of charts) expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(api.callsTo('GET', '/api/admin/analytics')[0]?.url).toBe('/api/admin/analytics?days=30');
  });

  it('says no consultation is marked yet rather than a show rate, and none is booked rather than a wait', async () => {
    const none = { ...ANALYTICS, bookingsPerWeek: [], showRate: { held: 0, noShow: 0, percent: null }, requestToConsultation: { medianHours: null, p90Hours: null, count: 0 } };
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('admin')), 'GET /api/admin/analytics': jsonResponse(200, none) });
    renderAdminAt('/admin/analytics');

    const showRate = await screen.findByRole('table', { name: 'Show rate' });
    expect(within(showRate).getByText('No consultation marked yet.')).toBeInTheDocument();
    expect(within(showRate).queryByText(/percent/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Time from request to consultation' })).getByText('No consultation booked in this period.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Consultations per week' })).getByText('No consultation in this period.')).toBeInTheDocument();
    // Only the figures with rows are drawn.
    await waitFor(() => expect(document.querySelectorAll('svg[data-chart]')).toHaveLength(5));
  });
});

describe('/admin/site-health', () => {
  it('shows each remote’s load failures to an admin', async () => {
    const api = fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('admin')), 'GET /api/admin/site-health': jsonResponse(200, SITE_HEALTH) });
    renderAdminAt('/admin/site-health');

    expect(await screen.findByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
    const failures = await screen.findByRole('table', { name: 'Load failures of each remote' });
    expect(within(failures).getByRole('row', { name: 'intake 1.4.0 (of 200 loads) 3' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/site-health')[0]?.url).toBe('/api/admin/site-health?days=30');
  });

  it('tells a case manager it is for admins, and reads nothing', async () => {
    const api = fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('case_manager')) });
    renderAdminAt('/admin/site-health');

    expect(await screen.findByText(/Only admins can open this page/)).toBeVisible();
    expect(api.callsTo('GET', '/api/admin/site-health')).toHaveLength(0);
  });
});
