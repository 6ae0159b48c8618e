import { trapTabKey } from './trapTabKey';

function tab(container: HTMLElement, shiftKey = false) {
  const event = { key: 'Tab', shiftKey, preventDefault: jest.fn() };
  trapTabKey(event, container);
  return event;
}

function dialogWith(html: string): HTMLElement {
  document.body.innerHTML = `<button id="outside">Outside</button><div id="dialog" tabindex="-1">${html}</div>`;
  return document.getElementById('dialog') as HTMLElement;
}

describe('trapTabKey', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const dialog = dialogWith('<button id="a">A</button><button disabled>Off</button><a href="/x" id="b">B</a>');
    document.getElementById('b')?.focus();
    expect(tab(dialog).preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('a');
    tab(dialog, true);
    expect(document.activeElement?.id).toBe('b');
  });

  it('lets Tab move normally between controls in the middle', () => {
    const dialog = dialogWith('<button id="a">A</button><button id="b">B</button>');
    document.getElementById('a')?.focus();
    expect(tab(dialog).preventDefault).not.toHaveBeenCalled();
  });

  it('brings focus back in from outside, and keeps it on a container with nothing to focus', () => {
    const dialog = dialogWith('<button id="a">A</button>');
    document.getElementById('outside')?.focus();
    tab(dialog);
    expect(document.activeElement?.id).toBe('a');

    const empty = dialogWith('<p>Text only</p>');
    expect(tab(empty).preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toBe(empty);
  });

  it('ignores other keys', () => {
    const dialog = dialogWith('<button id="a">A</button>');
    const event = { key: 'Enter', shiftKey: false, preventDefault: jest.fn() };
    trapTabKey(event, dialog);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
