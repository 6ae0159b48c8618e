import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Country } from '../domain/countries';
import styles from './CountryCodePicker.module.scss';

interface CountryCodePickerProps {
  id: string;
  countries: readonly Country[];
  /** Country code (not dial code: the US and Canada share +1). */
  value: string;
  onChange: (countryCode: string) => void;
  label?: string;
}

/** Dial-code dropdown with our own flags: a button and a listbox, operable by keyboard. */
export function CountryCodePicker({ id, countries, value, onChange, label = 'Country code' }: CountryCodePickerProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selectedIndex = Math.max(
    0,
    countries.findIndex((country) => country.code === value),
  );
  const selected = countries[selectedIndex];

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, id]);

  const openList = (index = selectedIndex) => {
    setActiveIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const pick = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.code);
    close(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = countries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActiveIndex(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // the picker closes, not the dialog around it
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onListBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) close(false);
  };

  return (
    <div className={styles.picker}>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        {/* The name is the button's own text, so what it shows ("+1") is part of what it is called (WCAG 2.5.3):
            "Country code +1 United States". */}
        <span className="visually-hidden">{`${label} `}</span>
        {selected && (
          <>
            <img className={styles.flag} src={selected.flag} alt="" width={20} height={15} />
            <span className={styles.dialCode}>{selected.dialCode}</span>
            <span className="visually-hidden">{` ${selected.name}`}</span>
          </>
        )}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          // A Tab stop while open (the list scrolls, so the keyboard must be able to reach it).
          tabIndex={0}
          className={styles.list}
          aria-labelledby={labelId}
          aria-activedescendant={optionId(activeIndex)}
          onKeyDown={onListKeyDown}
          onBlur={onListBlur}
        >
          {countries.map((country, index) => (
            // Keyboard selection is handled by the listbox, which holds focus (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={country.code}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={country.code === value}
              className={index === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
              onClick={() => pick(index)}
            >
              <img className={styles.flag} src={country.flag} alt="" width={20} height={15} />
              <span className={styles.dialCode}>{country.dialCode}</span>
              <span>{country.name}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
