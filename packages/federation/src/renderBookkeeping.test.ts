import { createRenderBookkeeping } from './renderBookkeeping';

describe('the server-render bookkeeping', () => {
  it('lists the modules a page showed, each once, in the order it showed them, until the next page begins', () => {
    const rendering = createRenderBookkeeping();
    rendering.noteShown('marketing/App');
    rendering.noteShown('intake/LeadForm');
    rendering.noteShown('marketing/App');
    expect(rendering.shown()).toEqual(['marketing/App', 'intake/LeadForm']);
    rendering.begin();
    expect(rendering.shown()).toEqual([]);
  });

  it('tells the modules one part of the page showed while it rendered, and those only', async () => {
    const rendering = createRenderBookkeeping();
    rendering.noteShown('marketing/App');
    let release: () => void = () => {};
    const island = rendering.shownWhile(async () => {
      rendering.noteShown('intake/LeadForm');
      await new Promise<void>((done) => (release = done));
      rendering.noteShown('intake/PricingCards');
    });
    const inner = rendering.shownWhile(async () => rendering.noteShown('intake/PricingCards'));
    await expect(inner).resolves.toEqual(['intake/PricingCards']);
    release();
    await expect(island).resolves.toEqual(['intake/LeadForm', 'intake/PricingCards']);
    rendering.noteShown('marketing/Footer');
    expect(rendering.shown()).toEqual(['marketing/App', 'intake/LeadForm', 'intake/PricingCards', 'marketing/Footer']);
  });

  it("loads a missing module from the renderer's source of the page being rendered, and from none before one is given", () => {
    const rendering = createRenderBookkeeping();
    expect(rendering.loadMissing('portal/Login')).toBeUndefined();
    rendering.begin((id) => (id === 'portal/Login' ? { default: 'login' } : undefined));
    expect(rendering.loadMissing('portal/Login')).toEqual({ default: 'login' });
    rendering.begin();
    expect(rendering.loadMissing('portal/Login')).toBeUndefined();
  });
});
