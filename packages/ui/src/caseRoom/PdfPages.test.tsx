import { act, render, screen, waitFor } from '@testing-library/react';
import { getDocument } from 'pdfjs-dist';
import PdfPages from './PdfPages';
import { PREVIEW_FAILED } from './previewTexts';

// pdf.js itself draws in the end-to-end suite (it needs a real canvas); here a document stands in that behaves as
// pdf.js's does where it matters: destroying a document cancels the drawing under way, which then rejects.
jest.mock('pdfjs-dist/build/pdf.worker.min.mjs', () => ({}));
jest.mock('pdfjs-dist', () => ({ AnnotationMode: { DISABLE: 0 }, getDocument: jest.fn() }));

interface StandIn {
  /** Ends the drawing under way. */
  finishDrawing: () => void;
  /** Waits until the page is being drawn. */
  untilDrawing: () => Promise<void>;
  destroyed: () => boolean;
}

/** The next document `getDocument` opens: one page, whose drawing waits for `finishDrawing` or the document's end. */
function nextDocument(): StandIn {
  let finish!: () => void;
  let cancel!: (error: Error) => void;
  let started = false;
  let destroyed = false;
  const drawing = new Promise<void>((resolve, reject) => {
    finish = resolve;
    cancel = reject;
  });
  // A document destroyed before its page was drawn rejects a drawing nobody waits for.
  drawing.catch(() => {});
  const page = {
    getViewport: () => ({ width: 600, height: 800 }),
    render: () => {
      started = true;
      return { promise: drawing, cancel: () => cancel(new Error('Rendering cancelled, page 1')) };
    },
  };
  const document = {
    numPages: 1,
    getPage: () => Promise.resolve(page),
    destroy: () => {
      destroyed = true;
      cancel(new Error('Rendering cancelled, page 1'));
      return Promise.resolve();
    },
  };
  jest.mocked(getDocument).mockReturnValueOnce({ promise: Promise.resolve(document) } as unknown as ReturnType<typeof getDocument>);
  return {
    finishDrawing: () => act(() => finish()),
    untilDrawing: () => waitFor(() => expect(started).toBe(true)),
    destroyed: () => destroyed,
  };
}

const page = () => screen.getByRole('img', { name: 'Page 1 of 1 of letter.pdf' });

describe('PdfPages', () => {
  it('draws the first page and says so', async () => {
    const letter = nextDocument();
    render(<PdfPages name="letter.pdf" data={new ArrayBuffer(8)} />);
    await letter.untilDrawing();
    expect(screen.getByRole('status')).toHaveTextContent('Drawing the page…');
    letter.finishDrawing();
    await waitFor(() => expect(page()).toHaveAttribute('data-drawn', 'true'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the preview failed when the drawing fails', async () => {
    jest.mocked(getDocument).mockImplementationOnce(() => ({ promise: Promise.reject(new Error('Invalid PDF structure')) }) as unknown as ReturnType<typeof getDocument>);
    render(<PdfPages name="letter.pdf" data={new ArrayBuffer(8)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_FAILED);
  });

  it('replaced by new bytes while drawing the old ones, it draws the new document and says nothing failed', async () => {
    const first = nextDocument();
    const { rerender } = render(<PdfPages name="letter.pdf" data={new ArrayBuffer(8)} />);
    await first.untilDrawing();
    const second = nextDocument();
    rerender(<PdfPages name="letter.pdf" data={new ArrayBuffer(9)} />);
    await second.untilDrawing();
    expect(first.destroyed()).toBe(true);
    second.finishDrawing();
    await waitFor(() => expect(page()).toHaveAttribute('data-drawn', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
