import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'in the browser' : 'as rendered'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true, with no hydration error', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('as rendered');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('in the browser');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('is true at once for what is first rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });
});
