import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setBrowserLanguages } from '../../testing/browserLanguages';
import type { CurrencyCode } from '../domain/intakeCodes';
import { CurrencySelect } from './CurrencySelect';

function Chooser() {
  const [chosen, setChosen] = useState<CurrencyCode | ''>('');
  return (
    <>
      <CurrencySelect id="currency" chosen={chosen} onChoose={setChosen} />
      <output>{chosen || 'nothing chosen'}</output>
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('CurrencySelect', () => {
  it('is a labelled select of the five currencies, showing the one chosen', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['USD', 'US dollar (USD)'],
      ['EUR', 'Euro (EUR)'],
      ['GBP', 'Pound sterling (GBP)'],
      ['AUD', 'Australian dollar (AUD)'],
      ['CAD', 'Canadian dollar (CAD)'],
    ]);
    await user.selectOptions(select, 'Canadian dollar (CAD)');
    expect(select).toHaveValue('CAD');
    expect(screen.getByRole('status')).toHaveTextContent('CAD');
  });

  it("serves US dollars in the page's HTML and shows the browser's region's currency once hydrated, nothing chosen yet", async () => {
    setBrowserLanguages('en-GB');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Chooser />);
    expect((container.querySelector('select') as HTMLSelectElement).value).toBe('USD');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Chooser />);
    });
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    expect(screen.getByRole('status')).toHaveTextContent('nothing chosen');
    container.remove();
  });

  it('keeps a currency chosen in the HTML before hydration, as the choice', async () => {
    setBrowserLanguages('en-GB');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Chooser />);
    document.body.append(container);
    (container.querySelector('select') as HTMLSelectElement).value = 'AUD';
    await act(async () => {
      hydrateRoot(container, <Chooser />);
    });
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('AUD');
    expect(screen.getByRole('status')).toHaveTextContent('AUD');
    container.remove();
  });
});
