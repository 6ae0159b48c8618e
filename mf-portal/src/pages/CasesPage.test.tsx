import { screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, USER_KEY, sessionStore } from '@frc/session';
import { bearerOf, casesPage, deferred, jsonResponse, makeCase, mockFetch, pageCalls, UNREAD_COUNT_URL } from '../testing/fakeApi';
import { renderPortal, signInAs } from '../testing/renderPortal';
import { CASE_CARDS_QUERY } from '../features/cases/components/CasesList';

afterEach(() => sessionStore.getState().signOut());

const EMAIL = 'amina@example.com';

function pageFromUrl(url: string): number {
  return Number(new URL(url, 'http://localhost').searchParams.get('page'));
}

/** The API, answering every page of `total` cases. */
function mockCasesApi(total: number, makeRow = makeCase) {
  return mockFetch((url) => jsonResponse(200, casesPage(pageFromUrl(url), total, makeRow)));
}

function bodyRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('/dashboard/cases', () => {
  beforeEach(() => signInAs({ id: 1, email: EMAIL, name: 'Amina' }));

  it('shows a labelled spinner while the cases load', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    renderPortal('/dashboard/cases');
    expect(await screen.findByRole('status', { name: 'Loading your cases...' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/services/by-email?email=amina%40example.com&page=1`, expect.anything());
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer token-123');

    answer.resolve(jsonResponse(200, casesPage(1, 3)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cases (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the cases with every column, labels for the codes and a View button per row', async () => {
    mockCasesApi(2);
    renderPortal('/dashboard/cases');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Name',
      'Email',
      'Scam Type',
      'Amount',
      'BTC Address',
      'Transaction Type',
      'Status',
      'Details',
    ]);
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['1', 'Amina Rahman 1', EMAIL, 'Forex', 'CA$2,500', 'bc1qaddress1', 'BTC/Crypto', 'Received', 'View']);
    expect(screen.getByRole('button', { name: 'View request 2' })).toBeInTheDocument();
  });

  it('shows N/A for missing values and 0 for a missing amount', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        status: 'success',
        data: [{ id: 9, fname: null, lname: null, email: null, scam_type: null, scam_amount: null, address: null, transaction_type: null }],
        total: 1,
        current_page: 1,
        last_page: 1,
      }),
    );
    renderPortal('/dashboard/cases');
    await screen.findByRole('table');
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['9', 'N/A', 'N/A', 'N/A', '0', 'N/A', 'N/A', 'Received', 'View']);
    expect(screen.getByRole('button', { name: 'View request 9' })).toBeInTheDocument();
  });

  it("shows each case's own reference, leaves out a BTC address a wire transfer has not, and says on its own line what awaits confirmation", async () => {
    mockFetch(() =>
      jsonResponse(200, {
        status: 'success',
        data: [
          makeCase(54, { transaction_type: 'wire_transfer', address: null }),
          makeCase(53, { fname: null, lname: null, phone: null, scam_amount: null, address: null, scam_description: null, awaiting_confirmation: true }),
        ],
        total: 2,
        current_page: 1,
        last_page: 1,
      }),
    );
    renderPortal('/dashboard/cases');
    await screen.findByRole('table');
    const [wire, awaiting, status] = bodyRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(wire).toEqual(['54', 'Amina Rahman 54', EMAIL, 'Forex', 'CA$2,500', '', 'Wire Transfer', 'Received', 'View']);
    expect(awaiting).toEqual(['53', '', EMAIL, 'Forex', '', '', 'BTC/Crypto', 'Received', 'View']);
    expect(status).toEqual(['Waiting for you to confirm it from the e-mail we sent']);
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
  });

  it('says No cases found when the client has none, without paging', async () => {
    mockCasesApi(0);
    renderPortal('/dashboard/cases');
    expect(await screen.findByText('No cases found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Cases (0)');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Cases pages' })).not.toBeInTheDocument();
  });

  it('pages through 12 cases as 10 + 2, numbering rows across pages and disabling the ends', async () => {
    const fetchMock = mockCasesApi(12);
    const { user } = renderPortal('/dashboard/cases');
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Cases pages' });
    expect(bodyRows()).toHaveLength(10);
    expect(pages).toHaveTextContent('1 / 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/cases?page=2');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(bodyRows()[1]!).getAllByRole('cell')[0]).toHaveTextContent('12');
    expect(pages).toHaveTextContent('2 / 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
    // Next is now disabled: keyboard focus went to the current page's number instead of the page body.
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveFocus();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pageCalls(fetchMock).map(([url]) => pageFromUrl(String(url)))).toEqual([1, 2]);

    await user.click(within(pages).getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/cases$/);
  });

  it('keeps the rows in view with a spinner while the next page loads', async () => {
    const secondPage = deferred<Response>();
    mockFetch((url) => (pageFromUrl(url) === 1 ? jsonResponse(200, casesPage(1, 12)) : secondPage.promise));
    const { user } = renderPortal('/dashboard/cases');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('status', { name: 'Loading page 2...' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    secondPage.resolve(jsonResponse(200, casesPage(2, 12)));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(2);
  });

  it('offers at most five page numbers around the current page', async () => {
    mockCasesApi(95);
    renderPortal('/dashboard/cases?page=6');
    const pages = await screen.findByRole('navigation', { name: 'Cases pages' });
    await waitFor(() => expect(pages).toHaveTextContent('6 / 10'));
    const numbers = within(pages).getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbers.map((button) => button.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('51');
  });

  it.each([
    ['a 403', () => jsonResponse(403, { message: 'Forbidden' })],
    ['a 500', () => jsonResponse(500, { message: 'Internal error' })],
    ['an unexpected body', () => jsonResponse(200, { status: 'error' })],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('replaces the table with Failed to fetch services on %s', async (_, answer) => {
    mockFetch(answer);
    renderPortal('/dashboard/cases');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to fetch services$/);
    expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-123');
  });

  it.each([
    ['no token', () => localStorage.removeItem(AUTH_TOKEN_KEY), () => sessionStore.setState({ token: null })],
    ['no e-mail in the stored user', () => sessionStore.getState().setUser({ name: 'Amina' }), () => undefined],
  ])('says Authentication required with %s, without calling the API', async (_, changeStorage, changeStore) => {
    const fetchMock = mockCasesApi(3);
    changeStorage();
    changeStore();
    renderPortal('/dashboard/cases');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(pageCalls(fetchMock)).toHaveLength(0);
  });

  it('signs the client out and explains why when the API refuses the token (401)', async () => {
    mockFetch(() => jsonResponse(401, { message: 'Token expired' }));
    renderPortal('/dashboard/cases?page=2');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('signed out after 30 minutes without activity, 12 hours after you signed in');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/sign in/i);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fdashboard%2Fcases%3Fpage%3D2');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('the welcome line', () => {
  it("greets a client by the name their confirmed request gives, once it is confirmed after sign-in", async () => {
    signInAs({ id: 1, email: EMAIL, name: 'amina' });
    let confirmed = false;
    const fetchMock = mockFetch((url) =>
      url === '/api/profile'
        ? jsonResponse(200, { user: { id: 1, email: EMAIL, name: confirmed ? 'Amina Rahman' : 'amina' } })
        : jsonResponse(200, casesPage(1, 1)),
    );
    renderPortal('/dashboard/cases');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/profile')).toHaveLength(1));
    expect(screen.getByText('Welcome, User')).toBeInTheDocument();

    // Confirmed from the mailed link in another tab; this one comes back into view.
    confirmed = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('Welcome, Amina')).toBeInTheDocument();
    expect(sessionStore.getState().user).toMatchObject({ email: EMAIL, name: 'Amina Rahman' });
  });
});

describe('/dashboard/cases on a narrow screen', () => {
  beforeEach(() => {
    signInAs({ id: 1, email: EMAIL, name: 'Amina' });
    const matchMedia = window.matchMedia.bind(window);
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === CASE_CARDS_QUERY }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a card per case with the same fields, those that apply, and its View button', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        status: 'success',
        data: [makeCase(54, { transaction_type: 'wire_transfer', address: null }), makeCase(53, { fname: null, lname: null, scam_amount: null, awaiting_confirmation: true })],
        total: 2,
        current_page: 1,
        last_page: 1,
      }),
    );
    const { user } = renderPortal('/dashboard/cases');
    const list = await screen.findByRole('list', { name: 'Your cases, page 1 of 1' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [wire, awaiting] = within(list).getAllByRole('listitem');
    const fields = (card: HTMLElement) => Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(within(wire!).getByRole('heading', { name: 'Request 54' })).toBeInTheDocument();
    expect(fields(wire!)).toEqual({ Name: 'Amina Rahman 54', Email: EMAIL, 'Scam Type': 'Forex', Amount: 'CA$2,500', 'Transaction Type': 'Wire Transfer', Status: 'Received' });
    expect(within(awaiting!).getByText('Waiting for you to confirm it from the e-mail we sent')).toBeInTheDocument();
    expect(fields(awaiting!)).toEqual({ Email: EMAIL, 'Scam Type': 'Forex', 'Transaction Type': 'BTC/Crypto', Status: 'Received' });

    await user.click(within(wire!).getByRole('button', { name: 'View request 54' }));
    expect(within(screen.getByRole('dialog', { name: 'Case Details' })).getByText('Wire Transfer')).toBeInTheDocument();
  });
});

describe('the Case Details dialog', () => {
  beforeEach(() => signInAs({ id: 1, email: EMAIL, name: 'Amina' }));

  async function openSecondCase() {
    mockCasesApi(2, (id) =>
      makeCase(
        id,
        id === 2
          ? {
              phone: null,
              scam_description: 'Withdrawals blocked;\nasked for a release fee.',
              scam_type: 'romance',
              case_reference: 'C-7',
              case_status: 'investigating',
              case_status_label: 'Investigating',
              case_client_note: 'We traced the first two transfers.',
            }
          : {},
      ),
    );
    const rendered = renderPortal('/dashboard/cases');
    const view = await screen.findByRole('button', { name: 'View request 2' });
    await rendered.user.click(view);
    return { ...rendered, view, dialog: screen.getByRole('dialog', { name: 'Case Details' }) };
  }

  it('shows the status of each case in the list, with the case manager’s latest note under it', async () => {
    const { user, dialog } = await openSecondCase();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const statusCells = bodyRows().map((row) => within(row).getAllByRole('cell')[7]?.textContent);
    expect(statusCells).toEqual(['Received', 'InvestigatingWe traced the first two transfers.']);
    // The row of a request in a case leads straight to the case's page.
    expect(within(bodyRows()[1]!).getByRole('link', { name: 'Open case C-7' })).toHaveAttribute('href', '/dashboard/cases/C-7');
    expect(within(bodyRows()[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows every field of the case, with N/A for what is missing', async () => {
    const { dialog } = await openSecondCase();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      'Case reference': 'C-7',
      'Request number': '2',
      Status: 'Investigating',
      'Latest note from your case manager': 'We traced the first two transfers.',
      'Submitted on': expect.stringMatching(/^Mar 14, 2026/),
      Name: 'Amina Rahman 2',
      Email: EMAIL,
      Phone: 'N/A',
      'Scam type': 'Romance scam',
      Amount: 'CA$2,500',
      'Transaction type': 'BTC/Crypto',
      'BTC address': 'bc1qaddress2',
      Description: 'Withdrawals blocked;\nasked for a release fee.',
    });
  });

  it('takes focus, keeps it inside, and gives it back to the View button on Close', async () => {
    const { user, view, dialog } = await openSecondCase();
    expect(dialog).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const open = within(dialog).getByRole('link', { name: 'Open case C-7: messages and documents' });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab();
    expect(open).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const { user, view } = await openSecondCase();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });
});

describe('what the team wrote and the client has not read', () => {
  beforeEach(() => signInAs({ id: 1, email: EMAIL, name: 'Amina' }));
  afterEach(() => jest.restoreAllMocks());

  /** Request 2 is in case C-7, where 2 of the team's messages wait; 3 wait over all the client's cases. */
  function mockUnread() {
    return mockFetch((url) =>
      url === UNREAD_COUNT_URL
        ? jsonResponse(200, { items: [], unreadTotal: 3 })
        : jsonResponse(200, {
            status: 'success',
            data: [makeCase(2, { case_reference: 'C-7', case_status: 'investigating', case_status_label: 'Investigating', case_unread: 2 }), makeCase(1)],
            total: 2,
            current_page: 1,
            last_page: 1,
          }),
    );
  }

  it('says it in words on the row, leads to the case in one tap, and counts it in the page title', async () => {
    mockUnread();
    renderPortal('/dashboard/cases');
    await screen.findByRole('table');
    const [inCase, alone] = bodyRows();
    expect(within(inCase!).getAllByRole('cell')[7]).toHaveTextContent('Investigating2 new messages');
    expect(within(inCase!).getByRole('link', { name: 'Open case C-7, 2 new messages' })).toHaveAttribute('href', '/dashboard/cases/C-7');
    expect(within(alone!).queryByText(/new message/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(3\) My cases/));
  });

  it('on a phone: the card, under its case’s reference, says it and opens the case; the Menu button carries the total', async () => {
    const matchMedia = window.matchMedia.bind(window);
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === CASE_CARDS_QUERY }));
    mockUnread();
    const { user } = renderPortal('/dashboard/cases');
    const list = await screen.findByRole('list', { name: 'Your cases, page 1 of 1' });
    const [inCase, alone] = within(list).getAllByRole('listitem');
    expect(within(inCase!).getByRole('heading', { name: 'Case C-7' })).toBeInTheDocument();
    expect(within(inCase!).getByText('2 new messages')).toBeVisible();
    expect(within(inCase!).getAllByRole('term')[0]).toHaveTextContent('Request number');
    expect(within(inCase!).getAllByRole('definition')[0]).toHaveTextContent('2');
    expect(within(alone!).getByRole('heading', { name: 'Request 1' })).toBeInTheDocument();
    const menu = await screen.findByRole('button', { name: 'Menu, 3 unread' });
    // What the name says is what the button shows.
    expect(menu).toHaveTextContent(/^Menu, 3 unread$/);

    await user.click(within(inCase!).getByRole('link', { name: 'Open case C-7, 2 new messages' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/cases/C-7'));
  });

  it('counts the team’s documents with the messages: in words on the card and the link, in the Menu total and the title', async () => {
    const matchMedia = window.matchMedia.bind(window);
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === CASE_CARDS_QUERY }));
    mockFetch((url) =>
      url === UNREAD_COUNT_URL
        ? jsonResponse(200, { items: [], unreadTotal: 3, unreadDocumentsTotal: 1 })
        : jsonResponse(200, {
            status: 'success',
            data: [makeCase(2, { case_reference: 'C-7', case_status: 'investigating', case_status_label: 'Investigating', case_unread: 2, case_unread_documents: 1 }), makeCase(1)],
            total: 2,
            current_page: 1,
            last_page: 1,
          }),
    );
    renderPortal('/dashboard/cases');
    const list = await screen.findByRole('list', { name: 'Your cases, page 1 of 1' });
    const [inCase] = within(list).getAllByRole('listitem');
    expect(within(inCase!).getByText('2 new messages, 1 new document')).toBeVisible();
    expect(within(inCase!).getByRole('link', { name: 'Open case C-7, 2 new messages, 1 new document' })).toHaveAttribute('href', '/dashboard/cases/C-7');
    expect(await screen.findByRole('button', { name: 'Menu, 3 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^My Cases/, hidden: true })).toHaveTextContent('My Cases3 (2 unread messages, 1 unread document)');
    await waitFor(() => expect(document.title).toMatch(/^\(3\) My cases/));
  });

  it('says a document alone in words', async () => {
    mockFetch((url) =>
      url === UNREAD_COUNT_URL
        ? jsonResponse(200, { items: [], unreadTotal: 1, unreadDocumentsTotal: 1 })
        : jsonResponse(200, { status: 'success', data: [makeCase(2, { case_reference: 'C-7', case_unread: 0, case_unread_documents: 1 })], total: 1, current_page: 1, last_page: 1 }),
    );
    renderPortal('/dashboard/cases');
    await screen.findByRole('table');
    const [row] = bodyRows();
    expect(within(row!).getAllByRole('cell')[7]).toHaveTextContent(/1 new document$/);
    expect(within(row!).getByRole('link', { name: 'Open case C-7, 1 new document' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /^My Cases/, hidden: true })).toHaveTextContent('My Cases1 (1 unread document)'));
    await waitFor(() => expect(document.title).toMatch(/^\(1\) My cases/));
  });

  it('leaves the title and the Menu button plain when nothing is unread', async () => {
    const matchMedia = window.matchMedia.bind(window);
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === CASE_CARDS_QUERY }));
    const fetchMock = mockFetch((url) => (url === UNREAD_COUNT_URL ? jsonResponse(200, { items: [], unreadTotal: 0 }) : jsonResponse(200, casesPage(1, 1))));
    renderPortal('/dashboard/cases');
    await screen.findByRole('list', { name: 'Your cases, page 1 of 1' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === UNREAD_COUNT_URL)).toBe(true));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(document.title).toMatch(/^My cases/);
  });
});
