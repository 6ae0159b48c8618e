import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SlotPicker } from './SlotPicker';

const SLOTS = [
  { startsAt: '2026-12-01T15:00:00.000Z', endsAt: '2026-12-01T15:30:00.000Z' },
  { startsAt: '2026-12-01T15:30:00.000Z', endsAt: '2026-12-01T16:00:00.000Z' },
  // 02:00 in London on the 3rd is still the 2nd in New York.
  { startsAt: '2026-12-03T02:00:00.000Z', endsAt: '2026-12-03T02:30:00.000Z' },
];

function Picker({ slots = SLOTS, zone = 'America/New_York', onSelect = () => undefined }: { slots?: typeof SLOTS; zone?: string; onSelect?: (startsAt: string) => void }) {
  const [timeZone, setTimeZone] = useState(zone);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <SlotPicker
      slots={slots}
      timeZone={timeZone}
      onTimeZoneChange={setTimeZone}
      selected={selected}
      onSelect={(startsAt) => {
        setSelected(startsAt);
        onSelect(startsAt);
      }}
    />
  );
}

describe('SlotPicker', () => {
  it("names the visitor's zone and shows the days and times in it, and in another zone once changed", async () => {
    render(<Picker />);
    expect(screen.getByRole('combobox', { name: 'Times are shown in your time zone:' })).toHaveDisplayValue('America/New York');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Tuesday 1 December', 'Wednesday 2 December', '10:00', '10:30']);

    await userEvent.selectOptions(screen.getByRole('combobox'), 'Europe/London');
    const days = screen.getByRole('group', { name: 'Choose a day' });
    expect(days).toHaveTextContent('Tuesday 1 DecemberThursday 3 December');
    expect(screen.getByRole('group', { name: 'Choose a time on Tuesday 1 December' })).toHaveTextContent('15:0015:30');
  });

  it('is worked by keyboard: a day, then Tab to its times, and Space picks one', async () => {
    const picked: string[] = [];
    render(<Picker onSelect={(startsAt) => picked.push(startsAt)} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Wednesday 2 December' }));
    expect(screen.getByRole('radio', { name: 'Wednesday 2 December' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '21:00' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(picked).toEqual(['2026-12-03T02:00:00.000Z']);
    expect(screen.getByRole('radio', { name: '21:00' })).toBeChecked();
  });

  it('says when no day has a free time, and offers the phone instead', () => {
    render(<Picker slots={[]} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No times are free in the coming weeks. Please call us on');
    expect(screen.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });
});
