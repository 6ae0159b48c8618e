import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PrivacyNotice } from './PrivacyNotice';

describe('PrivacyNotice', () => {
  it('says what the data is used for and links the privacy policy, through the router', () => {
    render(<PrivacyNotice />, { wrapper: MemoryRouter });
    expect(screen.getByText(/only to answer you and to work on your case/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
