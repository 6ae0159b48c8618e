import { serviceDataSchema } from './content';
import { FIELD_REQUIRED } from './fields';

const offer = { price: '$3,500', additionalInfo: 'plus $750 per transaction', description: 'We review your case.' };

describe('serviceDataSchema', () => {
  it('takes what an offer includes, each a title and a description', () => {
    const items = [{ title: ' Case Review ', description: 'We go through your account of events.' }];
    expect(serviceDataSchema.parse({ ...offer, items })).toEqual({ ...offer, items: [{ title: 'Case Review', description: 'We go through your account of events.' }] });
    expect(serviceDataSchema.parse(offer)).toEqual(offer);
  });

  it('refuses an item without its text, or with fields of its own', () => {
    const blank = serviceDataSchema.safeParse({ ...offer, items: [{ title: 'Case Review', description: '  ' }] });
    expect(blank.error?.issues).toEqual([expect.objectContaining({ path: ['items', 0, 'description'], message: FIELD_REQUIRED })]);
    expect(serviceDataSchema.safeParse({ ...offer, items: [{ title: 'Case Review' }] }).success).toBe(false);
    expect(serviceDataSchema.safeParse({ ...offer, items: [{ title: 'Case Review', description: 'Text', price: '$1' }] }).success).toBe(false);
  });
});
