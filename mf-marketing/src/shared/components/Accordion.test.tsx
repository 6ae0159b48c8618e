import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { title: 'How long does it take?', content: <p>Three months to a year.</p> },
  { title: 'What does it cost?', content: <p>It depends on the case.</p> },
  { title: 'Do you go to court?', content: <p>No court representation.</p> },
];

const toggle = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed unless told which item is open', () => {
    render(<Accordion items={items} />);
    for (const item of items) expect(toggle(item.title)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens the first item when asked, with its answer labelled by its question', () => {
    render(<Accordion items={items} initiallyOpen={0} />);
    expect(toggle('How long does it take?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long does it take?' })).toHaveTextContent('Three months to a year.');
  });

  it('keeps one item open at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} initiallyOpen={0} />);
    await user.click(toggle('What does it cost?'));
    expect(toggle('What does it cost?')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('How long does it take?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText('It depends on the case.')).toBeVisible();
    expect(screen.queryByText('Three months to a year.')).not.toBeVisible();
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} initiallyOpen={1} />);
    await user.click(toggle('What does it cost?'));
    expect(toggle('What does it cost?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(toggle('How long does it take?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle('How long does it take?')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(toggle('What does it cost?')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('How long does it take?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each toggle inside a heading of the requested level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
  });
});

describe('FaqAccordion', () => {
  it('renders each answer paragraph', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={[{ title: 'Question', content: ['First paragraph.', 'Second paragraph.'] }]} />);
    await user.click(toggle('Question'));
    const answer = screen.getByRole('region', { name: 'Question' });
    expect(answer.querySelectorAll('p')).toHaveLength(2);
    expect(answer).toHaveTextContent('First paragraph.Second paragraph.');
  });
});
