import {
  getScamTypes,
  getServices,
  getSuccessStories,
  getTeamMembers,
  getTestimonials,
  SIMULATED_DELAY_MS,
  updateScamType,
  updateService,
  updateSuccessStory,
  updateTeamMember,
  updateTestimonial,
} from './contentService';

/** Settles `promise` while advancing fake time, reporting whether it had settled at each checkpoint. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('content service', () => {
  it.each([
    ['testimonials', getTestimonials, 17],
    ['success stories', getSuccessStories, 4],
    ['services', getServices, 3],
    ['scam types', getScamTypes, 6],
    ['team members', getTeamMembers, 6],
  ] as const)('answers with the %s only after the simulated delay', async (_name, load, count) => {
    const loading: Promise<readonly { id: number }[]> = load();
    expect(await settledAfter(loading, SIMULATED_DELAY_MS - 1)).toBe(false);
    expect(await settledAfter(loading, 1)).toBe(true);
    const records = await loading;
    expect(records).toHaveLength(count);
    expect(new Set(records.map((record) => record.id)).size).toBe(count);
  });

  it('waits 500 ms', () => {
    expect(SIMULATED_DELAY_MS).toBe(500);
  });

  it('merges the given fields into the record and keeps the others', async () => {
    const updating = updateTestimonial(3, { title: 'A new headline' });
    expect(await settledAfter(updating, SIMULATED_DELAY_MS - 1)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const updated = await updating;
    expect(updated).toMatchObject({ id: 3, title: 'A new headline', clientName: 'Sofia A.' });

    const listing = getTestimonials();
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    const third = (await listing).find((testimonial) => testimonial.id === 3);
    expect(third?.title).toBe('A new headline');
    expect(third?.quote).toMatch(/^The man I trusted/);
  });

  it('hands out copies, so a caller cannot change the stored records by accident', async () => {
    const listing = getServices();
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    const [first] = await listing;
    if (!first) throw new Error('no service');
    first.price = '$1';

    const again = getServices();
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    expect((await again)[0]?.price).toBe('$3,500');
  });

  it.each([
    ['testimonial', () => updateTestimonial(99, { title: 'x' }), 'Testimonial not found'],
    ['success story', () => updateSuccessStory(99, { name: 'x' }), 'Success story not found'],
    ['service', () => updateService(99, { price: 'x' }), 'Service not found'],
    ['scam type', () => updateScamType(99, { title: 'x' }), 'Scam type not found'],
    ['team member', () => updateTeamMember(99, { name: 'x' }), 'Team member not found'],
  ])('refuses to update an unknown %s with its own message', async (_name, update, message) => {
    const updating = update();
    const outcome = expect(updating).rejects.toThrow(new Error(message));
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    await outcome;
  });

  it('updates each kind of record by id', async () => {
    const updates = Promise.all([
      updateSuccessStory(2, { recoveredAmount: '$65,000' }),
      updateService(3, { description: 'Changed.' }),
      updateScamType(1, { title: 'Binary options' }),
      updateTeamMember(6, { position: 'Head of Client Support' }),
    ]);
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    const [story, service, scamType, member] = await updates;
    expect(story).toMatchObject({ id: 2, name: 'Anika S.', recoveredAmount: '$65,000' });
    expect(service).toMatchObject({ id: 3, title: 'Full Support Package', description: 'Changed.' });
    expect(scamType).toMatchObject({ id: 1, title: 'Binary options', link: '/binary-options-scams' });
    expect(member).toMatchObject({ id: 6, name: 'David Cho', position: 'Head of Client Support' });
  });
});
