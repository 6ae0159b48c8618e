import { formatExactMoment, formatMoment } from '@frc/ui/formatMoment';

/** A moment as a person reads it, in their own time zone (27 Nov 2026, 09:19), the exact time on hover. */
export function Moment({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatExactMoment(at)}>
      {formatMoment(at)}
    </time>
  );
}
