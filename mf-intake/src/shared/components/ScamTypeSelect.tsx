import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { FormField } from '@frc/ui/FormField';
import { SCAM_TYPES, type ScamTypeCode } from '../domain/intakeCodes';

export interface ScamTypeSelectProps {
  /** A scam-type code, or '' while nothing is chosen. */
  value: string;
  onChange: (code: ScamTypeCode) => void;
  id?: string;
  label?: string;
}

function isScamTypeCode(value: string): value is ScamTypeCode {
  return SCAM_TYPES.some((type) => type.code === value);
}

/** The 7 scam types behind a disabled 'Choose a scam type' placeholder. */
export default function ScamTypeSelect({ value, onChange, id, label = 'Scam type' }: ScamTypeSelectProps) {
  const generatedId = useId();
  // A type chosen in the page's HTML before the script ran is kept: hydrating would set the select back to `value`.
  const select = useRef<HTMLSelectElement>(null);
  const adopt = useEffectEvent((chosen: string) => {
    if (chosen !== value && isScamTypeCode(chosen)) onChange(chosen);
  });
  useEffect(() => {
    if (select.current) adopt(select.current.value);
  }, []);
  return (
    <FormField id={id ?? `scam-type-${generatedId}`} label={label}>
      {(control) => (
        <select
          {...control}
          ref={select}
          value={isScamTypeCode(value) ? value : ''}
          onChange={(event) => {
            if (isScamTypeCode(event.target.value)) onChange(event.target.value);
          }}
        >
          <option value="" disabled>
            Choose a scam type
          </option>
          {SCAM_TYPES.map((type) => (
            <option key={type.code} value={type.code}>
              {type.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
