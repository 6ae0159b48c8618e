import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { EMPTY_CONTACT } from '../wizardRules';
import { ContactStep } from './ContactStep';
import { createRequestFiles } from '../../../shared/request-files/requestFileUploads';

const filled = { ...EMPTY_CONTACT, firstName: 'Ada', lastName: 'Lovelace', phone: '1712345678', email: 'ada@example.com' };

describe('ContactStep', () => {
  it("reads 'Submitting...' and disables both buttons while busy", () => {
    render(<ContactStep initial={filled} files={createRequestFiles()} submitting onSubmit={jest.fn()} onBack={jest.fn()} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('shows the privacy notice under its buttons, inside the form that sends the request', () => {
    render(<ContactStep initial={filled} files={createRequestFiles()} submitting={false} onSubmit={jest.fn()} onBack={jest.fn()} />, { wrapper: MemoryRouter });
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form');
    expect(form).toContainElement(screen.getByRole('link', { name: 'Privacy Policy' }));
  });

  it('offers the 8 wizard dial codes, +880 by default, and hands over the chosen country', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<ContactStep initial={filled} files={createRequestFiles()} submitting={false} onSubmit={onSubmit} onBack={jest.fn()} />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: 'Country code +880 Bangladesh' }));
    expect(screen.getAllByRole('option')).toHaveLength(8);
    await user.click(screen.getByRole('option', { name: /Canada/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...filled, country: 'CA' });
  });

  it("shows 'An unexpected error occurred' in a red box when submitting fails unexpectedly", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = jest.fn(() => {
      throw new Error('storage exploded');
    });
    render(<ContactStep initial={filled} files={createRequestFiles()} submitting={false} onSubmit={onSubmit} onBack={jest.fn()} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.getByRole('alert')).toHaveClass('unexpected');
  });
});
