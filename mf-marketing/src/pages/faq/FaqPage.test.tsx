import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { openQuestions, question, questionsIn } from '../../testing/faq';
import { publishContent } from '../../testing/publishedContent';
import FaqPage from './FaqPage';

function renderFaq() {
  publishContent();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  return user;
}


describe('FaqPage', () => {
  it('asks eight questions, with the first one answered from the start', () => {
    renderFaq();
    expect(questionsIn()).toHaveLength(8);
    expect(openQuestions()).toEqual(['How long does the recovery process take?']);
    expect(screen.getByRole('region', { name: 'How long does the recovery process take?' })).toHaveTextContent(
      'Most cases take between 3 months and a year.',
    );
  });

  it('keeps one answer open at a time, and closes the open one when it is clicked again', async () => {
    const user = renderFaq();
    await user.click(question('How much do your services cost?'));
    await waitFor(() => expect(openQuestions()).toEqual(['How much do your services cost?']));
    expect(screen.getByRole('region', { name: 'How much do your services cost?' })).toHaveTextContent('$3,500 plus $750 per transaction');

    await user.click(question('How much do your services cost?'));
    await waitFor(() => expect(openQuestions()).toHaveLength(0));
  });

  it('points to the contact page for anything else', () => {
    renderFaq();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});
