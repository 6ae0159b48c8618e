import type { TextBlock } from './contentCodes';
import { feeTermsText, letterDateText, mergeFieldsOf, mergeLetter, unknownMergeFieldsOf, type LetterMergeValues } from './letterMerge';

const values: LetterMergeValues = {
  clientName: 'Łukasz Żółć',
  caseReference: 'C-12',
  date: '29 November 2026',
  feeTerms: 'The firm’s fees are a fixed fee of 1,500.00.',
  consultantName: 'Max Manager',
};

describe('mergeLetter', () => {
  it('fills every merge field in every text of the blocks, leaving the rest as typed', () => {
    const blocks: TextBlock[] = [
      { kind: 'heading', text: 'Engagement of {{ caseReference }}' },
      { kind: 'paragraph', text: 'Dear {{clientName}}, on {{date}} we agree: {{feeTerms}}' },
      { kind: 'list', items: ['Your consultant: {{consultantName}}', { title: 'Case:', text: '{{caseReference}}' }] },
      { kind: 'table', caption: 'Terms', columns: ['Who', 'What'], rows: [['{{clientName}}', 'a {single} brace stays']] },
    ];
    expect(mergeLetter(blocks, values)).toEqual({
      blocks: [
        { kind: 'heading', text: 'Engagement of C-12' },
        { kind: 'paragraph', text: 'Dear Łukasz Żółć, on 29 November 2026 we agree: The firm’s fees are a fixed fee of 1,500.00.' },
        { kind: 'list', items: ['Your consultant: Max Manager', { title: 'Case:', text: 'C-12' }] },
        { kind: 'table', caption: 'Terms', columns: ['Who', 'What'], rows: [['Łukasz Żółć', 'a {single} brace stays']] },
      ],
    });
  });

  it('refuses a field no letter has, naming it, and never fills half a letter', () => {
    const blocks: TextBlock[] = [{ kind: 'paragraph', text: 'Dear {{clientName}}, your {{bankAccount}} and {{bankAccount}}' }];
    expect(mergeLetter(blocks, values)).toEqual({ unknownFields: ['bankAccount'], missingValues: [] });
    expect(unknownMergeFieldsOf(blocks)).toEqual(['bankAccount']);
    expect(mergeFieldsOf(blocks)).toEqual(['clientName', 'bankAccount']);
  });

  it('refuses a named field without a value (missing or blank), and ignores the fields the template does not name', () => {
    const blocks: TextBlock[] = [{ kind: 'paragraph', text: '{{clientName}} with {{consultantName}}' }];
    expect(mergeLetter(blocks, { ...values, consultantName: null })).toEqual({ unknownFields: [], missingValues: ['consultantName'] });
    expect(mergeLetter(blocks, { ...values, clientName: '  ' })).toEqual({ unknownFields: [], missingValues: ['clientName'] });
    expect(mergeLetter(blocks, { ...values, feeTerms: null })).toEqual({ blocks: [{ kind: 'paragraph', text: 'Łukasz Żółć with Max Manager' }] });
  });

  it('puts hostile values in as plain one-line text: no marks, no links, no second merge, no line breaks', () => {
    const blocks: TextBlock[] = [{ kind: 'paragraph', text: 'Dear {{clientName}}.' }];
    const hostile = '**Boss** [pay here](https://evil.example) {{caseReference}}\n\u2028Signed: <script>alert(1)</script>\u0007';
    const merged = mergeLetter(blocks, { ...values, clientName: hostile });
    expect(merged).toEqual({
      blocks: [{ kind: 'paragraph', text: 'Dear \\*\\*Boss\\*\\* \\[pay here\\](https://evil.example) {\u200b{caseReference}} Signed: <script>alert(1)</script>.' }],
    });
  });

  it('leaves an image block’s reference alone', () => {
    const image: TextBlock = { kind: 'image', image: { id: '{{clientName}}', width: 10, height: 10 }, alt: 'Logo of {{caseReference}}' };
    expect(mergeLetter([image], values)).toEqual({ blocks: [{ ...image, alt: 'Logo of C-12' }] });
  });
});

describe('the fee terms and the date as a letter says them', () => {
  it('states a fixed fee, a success fee, both, and the no-fee-before-recovery promise', () => {
    expect(feeTermsText({ fixedFee: 1500, successFeePercent: null, noFeeBeforeRecovery: false }, 'USD')).toBe("The firm's fees are a fixed fee of $1,500.");
    expect(feeTermsText({ fixedFee: 1500.5, successFeePercent: null, noFeeBeforeRecovery: false }, 'EUR')).toBe("The firm's fees are a fixed fee of €1,500.50.");
    expect(feeTermsText({ fixedFee: null, successFeePercent: 12.5, noFeeBeforeRecovery: true }, 'GBP')).toBe(
      "The firm's fees are a success fee of 12.5% of the amount recovered. No fee is due before the recovered money reaches you.",
    );
    expect(feeTermsText({ fixedFee: 250, successFeePercent: 10, noFeeBeforeRecovery: false }, 'GBP')).toBe("The firm's fees are a fixed fee of £250 and a success fee of 10% of the amount recovered.");
    expect(letterDateText(new Date('2026-11-29T23:30:00Z'))).toBe('29 November 2026');
  });
});
