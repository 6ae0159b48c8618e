import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ScamTypeSelect from './ScamTypeSelect';

describe('ScamTypeSelect', () => {
  it('starts on the disabled placeholder and offers the 7 scam types', () => {
    render(<ScamTypeSelect value="" onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Scam type' });
    expect(select).toHaveValue('');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Choose a scam type');
    expect(options[0]).toBeDisabled();
    expect(options.slice(1).map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['binary', 'Binary options'],
      ['digital', 'Digital Currency'],
      ['forex', 'Forex'],
      ['stock', 'Stock Trading'],
      ['property', 'Property scam'],
      ['romance', 'Romance scam'],
      ['other', 'Other scam'],
    ]);
  });

  it('reports the chosen code and honours id and label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ScamTypeSelect value="forex" onChange={onChange} id="my-select" label="What kind of scam?" />);
    const select = screen.getByRole('combobox', { name: 'What kind of scam?' });
    expect(select).toHaveAttribute('id', 'my-select');
    expect(select).toHaveValue('forex');
    await user.selectOptions(select, 'Romance scam');
    expect(onChange).toHaveBeenCalledWith('romance');
  });

  it('keeps a type chosen in the HTML before hydration, and reports it', async () => {
    function Chooser() {
      const [value, setValue] = useState('');
      return (
        <>
          <ScamTypeSelect value={value} onChange={setValue} id="chooser" />
          <output>{value || 'nothing'}</output>
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Chooser />);
    document.body.append(container);
    (container.querySelector('select') as HTMLSelectElement).value = 'romance';

    await act(async () => {
      hydrateRoot(container, <Chooser />);
    });
    expect(screen.getByRole('combobox', { name: 'Scam type' })).toHaveValue('romance');
    expect(screen.getByRole('status')).toHaveTextContent('romance');
    container.remove();
  });
});
