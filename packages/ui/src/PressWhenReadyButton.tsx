import type { ComponentProps } from 'react';
import { usePressWhenReady } from './usePressWhenReady';

export type PressWhenReadyButtonProps = Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'ref'> & {
  /** What a press does: at once once hydrated, and once on hydration for a press the first script held. */
  onPress: () => void;
};

/**
 * A plain button of a widget served in the page's HTML (a carousel's arrows and dots, a copy-link button) whose
 * press before the page's script has run is held rather than lost (usePressWhenReady), then done once hydrated.
 */
export function PressWhenReadyButton({ onPress, ...button }: PressWhenReadyButtonProps) {
  const { ref, ...held } = usePressWhenReady<HTMLButtonElement>(onPress);
  return <button {...button} {...held} ref={ref} type="button" onClick={onPress} />;
}
