import { useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { CONTENT_ALT_MAX_LENGTH, type ContentImageRef, type TextBlock } from '@frc/contracts/browser';
import pageStyles from '../../../shared/page.module.scss';
import { MediaChoices } from '../media/MediaPicker';
import { blocksToDoc, docToBlocks } from './blocksDoc';
import { contentExtensions } from './contentSchema';
import { isAllowedLinkTarget } from './linkTargets';
import styles from './RichTextEditor.module.scss';

interface RichTextEditorProps {
  label: string;
  value: readonly TextBlock[];
  onChange: (blocks: TextBlock[]) => void;
  /** The body's error from the server or the form (an image without alt text). */
  error?: string;
  /** What the form says of this body (a letter template's merge fields), read with it. */
  help?: string;
}

type Panel = { kind: 'link'; href: string } | { kind: 'alt'; image: ContentImageRef | null; alt: string } | { kind: 'media' } | null;

/** A body's editor: only the blocks a body can hold, a toolbar of named buttons, and the usual shortcuts. */
export function RichTextEditor({ label, value, onChange, error, help }: RichTextEditorProps) {
  const id = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const editor = useEditor({
    extensions: contentExtensions(),
    content: blocksToDoc(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // Tiptap's own <style> tag is an inline style the CSP refuses; its rules are in RichTextEditor.module.scss.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${help ? `${id}-help ` : ''}${id}-hint${error ? ` ${id}-error` : ''}`,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: styles.content ?? '',
      },
      // Ctrl+K opens the link field, with the link under the cursor.
      handleKeyDown: (view, event) => {
        if (!((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k')) return false;
        event.preventDefault();
        const link = view.state.selection.$from.marks().find((mark) => mark.type.name === 'link');
        setPanel({ kind: 'link', href: String(link?.attrs.href ?? '') });
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(docToBlocks(changed.getJSON())),
  });

  function openLink() {
    setPanel({ kind: 'link', href: String(editor.getAttributes('link').href ?? '') });
  }


  return (
    <div className={styles.editor} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      <Toolbar editor={editor} label={label} onLink={openLink} onImage={() => setPanel({ kind: 'media' })} onAlt={(image, alt) => setPanel({ kind: 'alt', image, alt })} />
      {panel?.kind === 'link' && <LinkPanel editor={editor} href={panel.href} onClose={() => setPanel(null)} />}
      {panel?.kind === 'media' && <MediaChoices label={`${label} image`} onCancel={() => setPanel(null)} onChoose={(image, alt) => setPanel({ kind: 'alt', image, alt })} />}
      {panel?.kind === 'alt' && <AltPanel editor={editor} image={panel.image} alt={panel.alt} onClose={() => setPanel(null)} />}
      <EditorContent editor={editor} />
      {help && (
        <p id={`${id}-help`} className={pageStyles.hint}>
          {help}
        </p>
      )}
      <p id={`${id}-hint`} className={pageStyles.hint}>
        Shortcuts: Ctrl+Alt+2 or 3 for headings, Ctrl+Shift+8 for a list, Ctrl+Shift+7 for a numbered one, Ctrl+Shift+B for a quote, Ctrl+K for a link, Ctrl+B for
        bold (at the start of a list point, its title), Ctrl+I for italic. Pasted text keeps only what a body can hold.
      </p>
      {error && (
        <p id={`${id}-error`} className={pageStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

function ToolButton({ label, active, disabled, onClick, shortcut }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; shortcut?: string }) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut?.replace(/Ctrl/g, 'Control')}
      // A press keeps the focus in the body. Were the button to take it, the command's focus() would hand it back
      // only on the next frame: keys typed before then would miss the body, or land without the mark just turned on.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

interface ToolbarProps {
  editor: Editor;
  label: string;
  onLink: () => void;
  /** Opens the media library, to insert an image. */
  onImage: () => void;
  onAlt: (image: ContentImageRef | null, alt: string) => void;
}

function Toolbar({ editor, label, onLink, onImage, onAlt }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      image: current.isActive('contentImage'),
      table: current.isActive('table'),
      caption: String(current.getAttributes('table').caption ?? ''),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={`${label}: formatting`}>
      <ToolButton label="Paragraph" active={state.paragraph} onClick={() => chain().setParagraph().run()} shortcut="Ctrl+Alt+0" />
      <ToolButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} shortcut="Ctrl+Alt+2" />
      <ToolButton label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} shortcut="Ctrl+Alt+3" />
      <ToolButton label="List" active={state.bullet} onClick={() => chain().toggleBulletList().run()} shortcut="Ctrl+Shift+8" />
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()} shortcut="Ctrl+Shift+7" />
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()} shortcut="Ctrl+B" />
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()} shortcut="Ctrl+I" />
      <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()} shortcut="Ctrl+Shift+B" />
      <ToolButton label="Link" active={state.link} onClick={onLink} shortcut="Ctrl+K" />
      <ToolButton
        label="Call-out"
        onClick={() =>
          chain()
            .insertContent({
              type: 'callout',
              content: [
                { type: 'calloutTitle', content: [{ type: 'text', text: 'Call-out title' }] },
                { type: 'paragraph', content: [{ type: 'text', text: 'Call-out text' }] },
              ],
            })
            .run()
        }
      />
      <ToolButton label="Image" onClick={onImage} />
      {state.image && (
        <ToolButton
          label="Alt text"
          onClick={() => onAlt(null, String(editor.getAttributes('contentImage').alt ?? ''))}
        />
      )}
      <ToolButton label="Table" onClick={() => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run()} />
      {state.table && (
        <>
          <ToolButton label="Add row" onClick={() => chain().addRowAfter().run()} />
          <ToolButton label="Add column" onClick={() => chain().addColumnAfter().run()} />
          <ToolButton label="Delete row" onClick={() => chain().deleteRow().run()} />
          <ToolButton label="Delete column" onClick={() => chain().deleteColumn().run()} />
          <ToolButton label="Delete table" onClick={() => chain().deleteTable().run()} />
          <label className={styles.caption}>
            Table caption
            <input value={state.caption} onChange={(event) => editor.chain().updateAttributes('table', { caption: event.target.value }).run()} />
          </label>
        </>
      )}
      <ToolButton label="Contact details" onClick={() => chain().insertContent({ type: 'contactDetails' }).run()} />
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()} shortcut="Ctrl+Z" />
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()} shortcut="Ctrl+Shift+Z" />
    </div>
  );
}

function LinkPanel({ editor, href: initial, onClose }: { editor: Editor; href: string; onClose: () => void }) {
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const target = href.trim();
    if (!isAllowedLinkTarget(target)) return setError('Give a path of the site (/pricing), a web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…).');
    editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    onClose();
  }

  return (
    <div className={styles.panel} role="group" aria-label="Link">
      <div className={pageStyles.field}>
        <label htmlFor={`${id}-href`}>Link address</label>
        <input
          id={`${id}-href`}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens for this one field
          autoFocus
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') onClose();
          }}
        />
        {error && (
          <p id={`${id}-error`} className={pageStyles.fieldError}>
            {error}
          </p>
        )}
      </div>
      <div className={pageStyles.actions}>
        <button type="button" className={pageStyles.small} onClick={apply}>
          Apply the link
        </button>
        {initial && (
          <button
            type="button"
            className={pageStyles.small}
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Remove the link
          </button>
        )}
        <button type="button" className={pageStyles.small} onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Asks for an image's alt text: a new upload is inserted only with it; a selected image's is changed. */
function AltPanel({ editor, image, alt: initial, onClose }: { editor: Editor; image: ContentImageRef | null; alt: string; onClose: () => void }) {
  const id = useId();
  const [alt, setAlt] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const text = alt.trim();
    if (!text) return setError('Describe the image for people who cannot see it: alt text is required.');
    if (image) editor.chain().focus().insertContent({ type: 'contentImage', attrs: { ...image, alt: text, caption: '' } }).run();
    else editor.chain().focus().updateAttributes('contentImage', { alt: text }).run();
    onClose();
  }

  return (
    <div className={styles.panel} role="group" aria-label="Image alt text">
      <div className={pageStyles.field}>
        <label htmlFor={`${id}-alt`}>Alt text (what the image shows)</label>
        <input
          id={`${id}-alt`}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens for this one field
          autoFocus
          required
          maxLength={CONTENT_ALT_MAX_LENGTH}
          value={alt}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        {error && (
          <p id={`${id}-error`} className={pageStyles.fieldError}>
            {error}
          </p>
        )}
      </div>
      <div className={pageStyles.actions}>
        <button type="button" className={pageStyles.small} onClick={apply}>
          {image ? 'Insert the image' : 'Save the alt text'}
        </button>
        <button type="button" className={pageStyles.small} onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
