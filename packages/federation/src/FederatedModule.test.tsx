import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FederatedModule } from './FederatedModule';
import { preloadFederatedModules, setRemoteMapSource } from './federatedModules';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedPreloadRemote = jest.mocked(preloadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

let moduleCounter = 0;
const freshId = () => `intake/Module${++moduleCounter}`;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedLoadRemote.mockReset();
  mockedPreloadRemote.mockReset().mockResolvedValue(undefined);
  mockedRegisterRemotes.mockReset();
  setRemoteMapSource(async () => ({ intake: 'https://intake.example/mf-manifest.json' }));
});

describe('FederatedModule', () => {
  it('shows a placeholder while the remote loads, then the module with its props', async () => {
    let resolve: (value: unknown) => void = () => {};
    mockedLoadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    render(<FederatedModule id={freshId()} label="the form" props={{ name: 'Ana' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    resolve({ default: Greeting });
    expect(await screen.findByRole('heading', { name: 'Hello Ana' })).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'intake', entry: 'https://intake.example/mf-manifest.json' }]);
  });

  it('shows a plain message with Retry when the remote is down, and renders it once it is back', async () => {
    const user = userEvent.setup();
    const id = freshId();
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    render(<FederatedModule id={id} label="the form" props={{ name: 'Ben' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we couldn’t load the form.');

    mockedLoadRemote.mockResolvedValueOnce({ default: Greeting });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello Ben' })).toBeInTheDocument();
    // The failed remote was registered afresh so the runtime really fetched it again.
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'intake', entry: 'https://intake.example/mf-manifest.json' }],
      { force: true },
    );
  });

  it('heads the page with its message when the module is the whole page, and stays a paragraph inside one', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('Failed to get manifest'));
    const { unmount } = render(<FederatedModule id={freshId()} label="this page" props={{}} isPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we couldn’t load this page.' })).toBeInTheDocument();
    unmount();

    render(<FederatedModule id={freshId()} label="the form" props={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we couldn’t load the form.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('catches a module that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    render(<FederatedModule id={freshId()} label="the portal" props={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we couldn’t load the portal.');
  });

  it('fails gently when the remote map cannot be read, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    const source = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ intake: 'http://x/mf-manifest.json' });
    setRemoteMapSource(source);
    mockedLoadRemote.mockResolvedValue({ default: Greeting });
    render(<FederatedModule id={freshId()} label="the form" props={{ name: 'Cy' }} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello Cy' })).toBeInTheDocument();
    expect(source).toHaveBeenCalledTimes(2);
  });
});

describe('preloadFederatedModules', () => {
  it('fetches every file of the modules at once and runs them, so the page shows them without a placeholder', async () => {
    const id = freshId();
    const expose = id.split('/')[1];
    mockedLoadRemote.mockResolvedValue({ default: Greeting });
    preloadFederatedModules([id]);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith(id));
    expect(mockedPreloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'intake', exposes: [`./${expose}`] }]);

    render(<FederatedModule id={id} label="the form" props={{ name: 'Di' }} />);
    expect(screen.getByRole('heading', { name: 'Hello Di' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('shares a load still under way with the component that asks for the module', async () => {
    const id = freshId();
    let resolve: (value: unknown) => void = () => {};
    mockedLoadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    preloadFederatedModules([id]);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalled());

    render(<FederatedModule id={id} label="the form" props={{ name: 'Ed' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    resolve({ default: Greeting });
    expect(await screen.findByRole('heading', { name: 'Hello Ed' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure to the component, which offers Retry', async () => {
    const user = userEvent.setup();
    const id = freshId();
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    preloadFederatedModules([id]);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(1));

    render(<FederatedModule id={id} label="the form" props={{ name: 'Flo' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we couldn’t load the form.');
    mockedLoadRemote.mockResolvedValueOnce({ default: Greeting });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello Flo' })).toBeInTheDocument();
  });

  it('skips modules of remotes the map does not name', async () => {
    preloadFederatedModules(['nowhere/App']);
    await new Promise((done) => setTimeout(done, 0));
    expect(mockedPreloadRemote).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
