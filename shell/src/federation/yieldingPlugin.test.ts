import yieldingPlugin from './yieldingPlugin';
import { yieldToBrowser } from '../yieldToBrowser';

type Hook = (args: unknown) => Promise<unknown>;

/** Calls `hook` and says what ran first: a task queued before the call, or the code after the hook. */
async function orderAround(hook: Hook, args: unknown): Promise<{ order: string[]; result: unknown }> {
  const order: string[] = [];
  setTimeout(() => order.push('a task queued before'), 0);
  const result = await hook(args);
  order.push('the runtime, after the hook');
  return { order, result };
}

describe("the shell's yielding runtime plugin", () => {
  const plugin = yieldingPlugin() as unknown as Record<string, Hook>;

  test.each(['beforeRequest', 'beforeInitContainer'])('%s ends the task, then hands on the arguments it was given', async (name) => {
    const args = { id: 'marketing/App', options: {} };
    const { order, result } = await orderAround(plugin[name] as Hook, args);
    expect(order).toEqual(['a task queued before', 'the runtime, after the hook']);
    expect(result).toBe(args);
  });

  test.each(['beforePreloadRemote', 'afterMatchRemote', 'beforeGetExpose'])('%s ends the task and answers nothing the runtime would use', async (name) => {
    const { order, result } = await orderAround(plugin[name] as Hook, { id: 'intake/LeadForm' });
    expect(order).toEqual(['a task queued before', 'the runtime, after the hook']);
    expect(result).toBeUndefined();
  });

  test('takes no hook whose answer replaces what the runtime does', () => {
    for (const name of ['generatePreloadAssets', 'loadEntry', 'getModuleFactory', 'onLoad', 'errorLoadRemote', 'fetch', 'createScript']) {
      expect(plugin[name]).toBeUndefined();
    }
  });
});

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  test("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldOnce = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldOnce };
    await yieldToBrowser();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });

  test('else resumes in a task of its own, after the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['queued', 'resumed']);
  });
});
