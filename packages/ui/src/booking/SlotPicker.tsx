import type { BookableSlot } from '@frc/contracts/browser';
import { useId, useMemo, useState } from 'react';
import { contactFacts } from '../siteTexts';
import { knownTimeZones, slotDays, timeOfSlot } from './slotTimes';
import styles from './SlotPicker.module.scss';

export interface SlotPickerProps {
  slots: readonly BookableSlot[];
  /** The zone the times are shown in (named on the page, and changeable). */
  timeZone: string;
  onTimeZoneChange(zone: string): void;
  /** The chosen slot's start, or null. */
  selected: string | null;
  onSelect(startsAt: string): void;
}

/**
 * Days, then that day's times, in the visitor's named zone. Both are native radio groups inside fieldsets: arrow keys
 * move within a group, Tab between them, and a screen reader announces each choice with its group's legend.
 */
export function SlotPicker({ slots, timeZone, onTimeZoneChange, selected, onSelect }: SlotPickerProps) {
  const id = useId();
  const days = useMemo(() => slotDays(slots, timeZone), [slots, timeZone]);
  const zones = useMemo(() => knownTimeZones(timeZone), [timeZone]);
  const selectedDay = days.find((day) => day.slots.some((slot) => slot.startsAt === selected))?.key ?? null;
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const dayKey = days.some((day) => day.key === chosenDay) ? chosenDay : (selectedDay ?? days[0]?.key ?? null);
  const day = days.find((each) => each.key === dayKey);
  const { phone, phoneHref } = contactFacts();

  return (
    <div className={styles.picker}>
      <p className={styles.zone}>
        <label htmlFor={`${id}-zone`}>Times are shown in your time zone:</label>{' '}
        <select id={`${id}-zone`} value={timeZone} onChange={(event) => onTimeZoneChange(event.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </p>
      {days.length === 0 ? (
        <p role="status">
          No times are free in the coming weeks. Please call us on <a href={phoneHref}>{phone}</a> and we will find one with you.
        </p>
      ) : (
        <>
          <fieldset className={styles.group}>
            <legend>Choose a day</legend>
            <div className={styles.days}>
              {days.map((each) => (
                <label key={each.key} className={styles.choice}>
                  <input type="radio" name={`${id}-day`} value={each.key} checked={each.key === dayKey} onChange={() => setChosenDay(each.key)} />
                  <span>{each.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {day && (
            <fieldset className={styles.group}>
              <legend>Choose a time on {day.label}</legend>
              <div className={styles.times}>
                {day.slots.map((slot) => (
                  <label key={slot.startsAt} className={styles.choice}>
                    <input type="radio" name={`${id}-time`} value={slot.startsAt} checked={slot.startsAt === selected} onChange={() => onSelect(slot.startsAt)} />
                    <span>{timeOfSlot(slot, timeZone)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}
