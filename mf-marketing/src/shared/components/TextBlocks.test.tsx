import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TextBlocks } from './TextBlocks';

function renderBlocks(blocks: Parameters<typeof TextBlocks>[0]['blocks']) {
  return render(
    <MemoryRouter>
      <TextBlocks blocks={blocks} />
    </MemoryRouter>,
  );
}

describe('TextBlocks', () => {
  it('turns [label](target) in a paragraph or list sentence into links, the site\'s paths through the router', () => {
    renderBlocks([
      { kind: 'paragraph', text: 'Write to [help@example.com](mailto:help@example.com) or read our [Privacy Policy](/privacy-policy).' },
      { kind: 'list', items: ['See [the FAQ](/faq) first.', 'Plain [brackets] stay text.'] },
    ]);
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('Write to', { exact: false }).textContent).toBe('Write to help@example.com or read our Privacy Policy.');
    expect(screen.getByText('Plain [brackets] stay text.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('draws bold and italic as <strong> and <em>, in every block that holds text, a mark\'s link by the link rule', () => {
    const { container } = renderBlocks([
      { kind: 'heading', text: 'A _careful_ heading' },
      { kind: 'paragraph', text: 'Act **now**, _before_ it is **_too late_**: **[report it](/report-a-scam)** or **[this](javascript:alert%281%29)**.' },
      { kind: 'list', items: [{ title: 'Step 1:', text: 'keep **every** receipt' }] },
      { kind: 'callout', title: 'Note', text: 'Never pay a _recovery fee_ up front.' },
    ]);
    expect([...container.querySelectorAll('strong')].map((each) => each.textContent)).toEqual(['now', 'too late', 'report it', 'this', 'Step 1:', 'every']);
    expect([...container.querySelectorAll('em')].map((each) => each.textContent)).toEqual(['careful', 'before', 'too late', 'recovery fee']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A careful heading');
    expect(screen.getByRole('link', { name: 'report it' })).toHaveAttribute('href', '/report-a-scam');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.textContent).not.toMatch(/\*|_/);
  });

  it('draws a link that leads off the site or out of the web (data:, vbscript:, file:, //host, backslashes) as its text only', () => {
    const hostile = ['data:text/html;base64,PHNjcmlwdD4=', 'vbscript:MsgBox', 'file:///etc/passwd', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert%281%29', 'http://evil.example/'];
    renderBlocks([{ kind: 'list', items: hostile.map((target, index) => `Go [there ${index}](${target}) now.`) }]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    hostile.forEach((_target, index) => expect(screen.getByText(`Go there ${index} now.`)).toBeInTheDocument());
  });

  it('draws a table whose first column heads its rows, each cell labelled for the stacked small-screen layout', () => {
    renderBlocks([
      {
        kind: 'table',
        caption: 'Stored items',
        columns: ['Name', 'Kept in', 'Why'],
        rows: [
          ['authToken', 'Local storage', 'Keeps you signed in. See [the policy](/privacy-policy).'],
          ['draft', 'Session storage', 'Keeps an unsent request.'],
        ],
        codeRowHeaders: true,
      },
    ]);
    const table = screen.getByRole('table', { name: 'Stored items' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Kept in', 'Why']);
    const rowHeader = within(table).getByRole('rowheader', { name: 'authToken' });
    expect(rowHeader.querySelector('code')).toHaveTextContent('authToken');
    expect(within(table).getByRole('cell', { name: 'Session storage' })).toHaveAttribute('data-label', 'Kept in');
    expect(within(table).getByRole('link', { name: 'the policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows a <script> typed into a text as the text it is', () => {
    const { container } = renderBlocks([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'quote', text: '<img src=x onerror=alert(1)>', cite: 'A reader' },
    ]);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(within(container.querySelector('blockquote')!).getByText('A reader')).toBeInTheDocument();
  });

  it('draws an image as AVIF and WebP at its served widths, with its size and alt text, lazily unless it opens the page', () => {
    const image = { kind: 'image', image: { id: 'abc123', width: 1200, height: 800 }, alt: 'A fake exchange\'s withdrawal screen', caption: 'The screen every victim saw.' } as const;
    const { container, unmount } = renderBlocks([image]);
    const img = screen.getByRole('img', { name: "A fake exchange's withdrawal screen" });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('src', '/api/content/images/abc123/1200.webp');
    const sources = [...container.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['image/avif', '/api/content/images/abc123/480.avif 480w, /api/content/images/abc123/960.avif 960w, /api/content/images/abc123/1200.avif 1200w'],
      ['image/webp', '/api/content/images/abc123/480.webp 480w, /api/content/images/abc123/960.webp 960w, /api/content/images/abc123/1200.webp 1200w'],
    ]);
    expect(screen.getByText('The screen every victim saw.').tagName).toBe('FIGCAPTION');
    unmount();

    render(
      <MemoryRouter>
        <TextBlocks blocks={[image]} opensPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});

