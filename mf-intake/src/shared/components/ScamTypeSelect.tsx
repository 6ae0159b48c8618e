import { useId } from 'react';
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
  return (
    <FormField id={id ?? `scam-type-${generatedId}`} label={label}>
      {(control) => (
        <select
          {...control}
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
