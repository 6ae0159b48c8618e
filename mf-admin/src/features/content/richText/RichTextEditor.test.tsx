import { fireEvent, render, screen, within } from '@testing-library/react';
import { RichTextEditor } from './RichTextEditor';

describe('RichTextEditor', () => {
  it('keeps the focus in the body when a toolbar button is pressed, so a mark turned on applies to the next key', () => {
    render(<RichTextEditor label="Body" value={[{ kind: 'paragraph', text: 'Hang up' }]} onChange={() => undefined} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Body: formatting' });
    // A disabled button (Undo with nothing to undo) gets no press at all.
    const buttons = within(toolbar).getAllByRole('button').filter((button) => !(button as HTMLButtonElement).disabled);
    expect(buttons.length).toBeGreaterThan(5);
    for (const button of buttons) {
      // fireEvent answers false when the default (moving the focus to the button) was prevented.
      expect({ button: button.textContent, focusMoves: fireEvent.mouseDown(button) }).toEqual({ button: button.textContent, focusMoves: false });
    }
  });
});
