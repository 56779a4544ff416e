import { useLingui } from '@lingui/react/macro';
import type { CountryCode, Locality } from '@quoteway/api-client';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { localityLabel, useLocalitySearch } from '../useLocalitySearch';
import * as css from './forms.css';

interface LocalityFieldProps {
  /** Visible label (translated). */
  label: string;
  name: string;
  country: CountryCode;
  /** The chosen locality; its id is what a form sends. */
  value: Locality | null;
  onChange(locality: Locality | null): void;
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Gazetteer autocomplete as an ARIA combobox (list autocomplete): type, then pick with the
 * arrow keys and Enter, or with a pointer. Typing again forgets the choice, so the form
 * only ever sends a locality the user picked.
 */
export function LocalityField({
  label,
  name,
  country,
  value,
  onChange,
  error,
  required = false,
  ref,
}: LocalityFieldProps) {
  const { t } = useLingui();
  const id = `${useId()}-locality`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value ? localityLabel(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useLocalitySearch(value ? '' : text, country);
  const expanded = open && suggestions.length > 0;

  const choose = (locality: Locality) => {
    onChange(locality);
    setText(localityLabel(locality));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Enter picks the highlighted place instead of submitting the form.
      event.preventDefault();
      const locality = suggestions[active];
      if (locality) choose(locality);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <p id={hintId} className={css.hint}>
        {t`Start typing a suburb, town or postcode, then choose it from the list.`}
      </p>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        className={css.control}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        autoComplete="off"
        required={required}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className={css.listbox} hidden={!expanded}>
        {suggestions.map((locality, index) => (
          <li
            key={locality.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={css.option}
            // Keep focus in the input: the choice is made on mouse down, before blur.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(locality);
            }}
          >
            {localityLabel(locality)}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
