import { loadedFederatedModule, modulesShown, provideLoadedModules } from './federatedModules';

describe('server rendering', () => {
  afterEach(() => provideLoadedModules({}));

  it("loads a module the renderer did not hand over when the page first asks for it, once, and notes it as shown", () => {
    const load = jest.fn((id: string) => (id === 'portal/Login' ? { default: 'login' } : undefined));
    provideLoadedModules({ 'marketing/App': { default: 'app' } }, load);
    expect(loadedFederatedModule('marketing/App')).toEqual({ default: 'app' });
    expect(load).not.toHaveBeenCalled();
    expect(loadedFederatedModule('portal/Login')).toEqual({ default: 'login' });
    expect(loadedFederatedModule('portal/Login')).toEqual({ default: 'login' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedFederatedModule('portal/Nothing')).toBeUndefined();
    expect(modulesShown()).toEqual(['marketing/App', 'portal/Login']);
  });

  it('takes a source of modules as its second parameter, which is how the renderer tells it may hand one over', () => {
    expect(provideLoadedModules).toHaveLength(2);
  });
});
