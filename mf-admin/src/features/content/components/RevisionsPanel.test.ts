import type { TextBlock } from '@frc/contracts/browser';
import { blockChanges, blockChangeText } from './RevisionsPanel';

const p = (text: string): TextBlock => ({ kind: 'paragraph', text });
const said = (before: TextBlock[], after: TextBlock[]) => blockChanges(before, after).map((change) => blockChangeText(change, 4));

describe('blockChanges', () => {
  it('finds nothing between equal bodies', () => {
    expect(said([p('A'), p('B')], [p('A'), p('B')])).toEqual([]);
  });

  it('says where a block was added and which was removed, in the draft’s order', () => {
    expect(said([p('A'), p('B'), p('C')], [p('A'), p('New'), p('C')])).toEqual(['Added as block 2: paragraph: New', 'Removed (block 2 of version 4): paragraph: B']);
    expect(said([], [{ kind: 'heading', text: 'Title' }])).toEqual(['Added as block 1: heading: Title']);
  });

  it('reports a block taken from one place to another as moved, not as removed and added', () => {
    expect(said([p('A'), p('B'), p('C')], [p('B'), p('C'), p('A')])).toEqual(['Moved from block 1 to block 3: paragraph: A']);
    expect(said([p('A'), p('B'), p('C'), p('D')], [p('D'), p('A'), p('B'), p('C')])).toEqual(['Moved from block 4 to block 1: paragraph: D']);
  });

  it('reports a block put in again while it stays where it was as duplicated', () => {
    expect(said([p('A'), p('B')], [p('A'), p('B'), p('A')])).toEqual(['Duplicated: block 3 repeats block 1: paragraph: A']);
    expect(said([p('A'), p('B')], [p('A'), p('A'), p('B')])).toEqual(['Duplicated: block 2 repeats block 1: paragraph: A']);
  });

  it('tells a duplicate from a removal of the copy', () => {
    expect(said([p('A'), p('A'), p('B')], [p('A'), p('B')])).toEqual(['Removed (block 2 of version 4): paragraph: A']);
  });
});
