import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadEveryPage } from '@frc/ui/pageRoutes';
import IntakeApp from './App';
import { ROUTES } from './routes';

// Every page's code is loaded first: a test's waits then measure the page, not the first import of its modules.
beforeAll(() => loadEveryPage(ROUTES));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <IntakeApp notFound={<h1>Shell 404</h1>} />
    </MemoryRouter>,
  );
}

describe('IntakeApp', () => {
  it('renders /contact-us with one h1, the full contact form and the wizard launcher, and no alert', async () => {
    renderAt('/contact-us');
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Contact us today and reclaim your funds!');
    expect(screen.getByRole('form', { name: 'Contact us today and reclaim your funds!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Consultation' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Contact us | ClearTrace Recovery');
  });

  it('renders the thank-you page', async () => {
    renderAt('/contact-us/thank-you');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
  });

  it('renders /verify, the check of a signed letter, with its file chooser', async () => {
    renderAt('/verify');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Check a signed letter');
    expect(screen.getByLabelText('Choose the signed letter (PDF)')).toHaveAttribute('type', 'file');
    expect(document.title).toBe('Check a signed letter | ClearTrace Recovery');
  });

  it("hands paths it does not own to the shell's 404", async () => {
    renderAt('/contact-us/elsewhere');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shell 404');
  });
});
