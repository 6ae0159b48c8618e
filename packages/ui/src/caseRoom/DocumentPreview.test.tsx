import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentPreview } from './DocumentPreview';
import { PREVIEW_FAILED } from './previewTexts';

// pdf.js needs a canvas and a real browser: its part is drawn in the end-to-end suite; here it stands in.
jest.mock('./PdfPages', () => ({
  __esModule: true,
  default: ({ name, data }: { name: string; data: ArrayBuffer }) => <p>{`${data.byteLength} bytes of ${name} drawn`}</p>,
}));

const created: Blob[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:preview-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
});

describe('DocumentPreview', () => {
  it('shows an image as an <img> typed as the image, in a region that takes focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => new Blob([new Uint8Array([0x89, 0x50])], { type: 'application/octet-stream' }));
    render(<DocumentPreview name="chat.png" type="image/png" load={load} />);
    const toggle = screen.getByRole('button', { name: 'Preview chat.png' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    await user.click(toggle);
    const region = screen.getByRole('region', { name: 'Preview of chat.png' });
    expect(region).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', region.id);
    const image = await screen.findByRole('img', { name: 'chat.png, as sent' });
    expect(image).toHaveAttribute('src', `blob:preview-${created.length}`);
    expect(created.at(-1)?.type).toBe('image/png');
    expect(document.querySelector('iframe, object, embed')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(`blob:preview-${created.length}`);
  });

  it('shows text as text, never as markup', async () => {
    const user = userEvent.setup();
    render(<DocumentPreview name="notes.txt" type="text/plain" load={async () => new Blob(['Wallet: bc1q…\n<b>not bold</b>'])} />);
    await user.click(screen.getByRole('button', { name: 'Preview notes.txt' }));
    const text = await screen.findByLabelText('Text of notes.txt');
    expect(text.textContent).toBe('Wallet: bc1q…\n<b>not bold</b>');
    expect(text.querySelector('b')).toBeNull();
  });

  it('hands a PDF’s bytes to the page renderer, loaded only once opened', async () => {
    const user = userEvent.setup();
    render(<DocumentPreview name="statement.pdf" type="application/pdf" load={async () => new Blob(['%PDF-1.7 x'])} />);
    await user.click(screen.getByRole('button', { name: 'Preview statement.pdf' }));
    expect(await screen.findByText('10 bytes of statement.pdf drawn')).toBeInTheDocument();
  });

  it('says when the file cannot be read, in the server’s words, and tries again; Close gives focus back', async () => {
    const user = userEvent.setup();
    const load = jest.fn().mockRejectedValueOnce(new Error('Not found')).mockRejectedValueOnce(new Error('')).mockResolvedValueOnce(new Blob(['Hello']));
    render(<DocumentPreview name="gone.txt" type="text/plain" load={load} />);
    await user.click(screen.getByRole('button', { name: 'Preview gone.txt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_FAILED);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Text of gone.txt')).toHaveTextContent('Hello');
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.getByRole('button', { name: 'Preview gone.txt' })).toHaveFocus();
  });
});
