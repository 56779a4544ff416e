import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { StarGlyph } from '@quoteway/ui';
import { type Ref, useId, useState } from 'react';
import * as css from './reviews.css';

/** The words for one to five stars, for the star inputs and a posted review. */
function useRatingWords(): readonly string[] {
  const { t } = useLingui();
  return ['', t`Poor`, t`Fair`, t`Good`, t`Very good`, t`Excellent`];
}

interface StarInputProps {
  /** The group's name ("Quality"), its legend. */
  legend: string;
  /** The radios' form name. */
  name: string;
  /** 1 to 5, or null before a choice. */
  value: number | null;
  onChange(value: number): void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Where focus goes when the group is in error: the chosen star, else the first. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One to five stars, as a group of native radio buttons drawn as stars: Tab reaches the
 * group, the arrow keys move the choice, each star says "4 stars: Very good", and the
 * focused star shows a ring. Pointing at a star previews it.
 */
export function StarInput({
  legend,
  name,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  ref,
}: StarInputProps) {
  const id = useId();
  const words = useRatingWords();
  const [preview, setPreview] = useState<number | null>(null);
  const lit = preview ?? value ?? 0;
  const errorId = `${id}-error`;
  const focusTarget = value ?? 1;
  return (
    // A radio group (which, unlike a plain group, may be required and invalid), named by
    // its legend.
    <fieldset
      role="radiogroup"
      className={css.starGroup}
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <legend id={`${id}-legend`} className={css.starLegend}>
        {legend}
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={css.starRow}>
        <span className={css.stars} onMouseLeave={() => setPreview(null)}>
          {[1, 2, 3, 4, 5].map((stars) => {
            const radioId = `${id}-${stars}`;
            const word = words[stars] ?? '';
            return (
              <span key={stars} className={css.starItem}>
                <input
                  ref={stars === focusTarget ? ref : undefined}
                  id={radioId}
                  className={css.radio}
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  aria-label={plural(stars, { one: `# star: ${word}`, other: `# stars: ${word}` })}
                />
                <label
                  htmlFor={radioId}
                  className={`${css.starLabel} ${stars <= lit ? css.starLit : ''}`}
                  onMouseEnter={() => setPreview(stars)}
                >
                  <StarGlyph fill={stars <= lit ? 'full' : 'empty'} className={css.starIcon} />
                </label>
              </span>
            );
          })}
        </span>
        <span className={css.starWord} aria-hidden="true">
          {lit > 0 ? words[lit] : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className={css.starError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
