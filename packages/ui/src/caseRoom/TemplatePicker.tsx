import { useId, useState } from 'react';
import styles from './MessageComposer.module.scss';

/** A saved text, already filled in for this case. */
export interface ReplyTemplateChoice {
  name: string;
  text: string;
}

interface TemplatePickerProps {
  templates: readonly ReplyTemplateChoice[];
  /** Puts the text into the reply; answers why it could not, or null. */
  onInsert: (text: string) => string | null;
  /** What the templates' placeholders were filled with, said under the picker. */
  filledWith: string;
}

/** Picks one of the team's templates and inserts it into the reply, where it stays editable. */
export function TemplatePicker({ templates, onInsert, filledWith }: TemplatePickerProps) {
  const id = useId();
  const [selected, setSelected] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = templates.find((template) => template.name === selected);
  return (
    <div className={styles.templates}>
      <label htmlFor={`${id}-template`} className={styles.label}>
        Insert a template
      </label>
      <div className={styles.templateRow}>
        <select
          id={`${id}-template`}
          value={selected}
          onChange={(event) => {
            setSelected(event.target.value);
            setProblem(null);
          }}
          aria-describedby={`${id}-template-hint`}
        >
          <option value="">Choose a template…</option>
          {templates.map((template) => (
            <option key={template.name} value={template.name}>
              {template.name}
            </option>
          ))}
        </select>
        <button type="button" className={styles.insert} disabled={!chosen} onClick={() => chosen && setProblem(onInsert(chosen.text))}>
          Insert
        </button>
      </div>
      <p id={`${id}-template-hint`} className={styles.note}>
        {filledWith} You can edit the text before sending.
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
