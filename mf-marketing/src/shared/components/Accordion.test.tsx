import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { title: 'How long does it take?', content: <p>Three months to a year.</p> },
  { title: 'What does it cost?', content: <p>It depends on the case.</p> },
  { title: 'Do you go to court?', content: <p>No court representation.</p> },
];

/** The question's <summary>: the toggle the browser and assistive technology know as a button with its expanded state. */
const toggle = (name: string) => {
  const summary = screen.getByText(name).closest('summary');
  if (!summary) throw new Error(`${name} is no summary`);
  return summary;
};
const itemOf = (name: string) => toggle(name).parentElement as HTMLDetailsElement;
const openItems = () => [...document.querySelectorAll('details')].filter((details) => details.open);

describe('Accordion', () => {
  it('starts closed unless told which item is open', () => {
    render(<Accordion items={items} />);
    expect(openItems()).toEqual([]);
    for (const item of items) expect(screen.getByText(item.title).closest('details')).not.toHaveAttribute('open');
  });

  it('opens the first item when asked, in the HTML, with its answer labelled by its question', () => {
    render(<Accordion items={items} initiallyOpen={0} />);
    expect(itemOf('How long does it take?')).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: 'How long does it take?' })).toHaveTextContent('Three months to a year.');
    expect(screen.getByText('Three months to a year.')).toBeVisible();
    expect(screen.getByText('It depends on the case.')).not.toBeVisible();
  });

  it('is a list of <details> of one name, each question its <summary>, never inside a heading', () => {
    const { container } = render(<Accordion items={items} />);
    const names = [...container.querySelectorAll('details')].map((details) => details.getAttribute('name'));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toBeTruthy();
    for (const item of items) expect(toggle(item.title).closest('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps one item open at a time, where the browser does not', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} initiallyOpen={0} />);
    await user.click(toggle('What does it cost?'));
    await waitFor(() => expect(openItems()).toEqual([itemOf('What does it cost?')]));
    expect(screen.getByText('It depends on the case.')).toBeVisible();
    expect(screen.getByText('Three months to a year.')).not.toBeVisible();
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} initiallyOpen={1} />);
    await user.click(toggle('What does it cost?'));
    await waitFor(() => expect(openItems()).toEqual([]));
  });

  it('leaves the open state to the browser: a render does not undo what the visitor did', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Accordion items={items} initiallyOpen={0} />);
    await user.click(toggle('How long does it take?'));
    await waitFor(() => expect(openItems()).toEqual([]));
    rerender(<Accordion items={[...items]} initiallyOpen={0} />);
    expect(openItems()).toEqual([]);
  });
});

describe('FaqAccordion', () => {
  it('renders each answer paragraph', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={[{ title: 'Question', content: ['First paragraph.', 'Second paragraph.'] }]} />);
    await user.click(toggle('Question'));
    await waitFor(() => expect(itemOf('Question')).toHaveAttribute('open'));
    const answer = screen.getByRole('region', { name: 'Question' });
    expect(answer.querySelectorAll('p')).toHaveLength(2);
    expect(answer).toHaveTextContent('First paragraph.Second paragraph.');
  });
});
