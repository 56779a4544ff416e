import { useLingui } from '@lingui/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../private/cx';
import { FieldError, FieldHint, FieldLabel } from '../private/FieldParts';
import { srOnly } from '../private/focusRing.css';
import { mergeRefs } from '../private/mergeRefs';
import type { TextControlProps } from '../private/textControlProps';
import * as field from '../TextField/TextField.css';
import * as styles from './TextArea.css';

/**
 * How long the count waits after the last keystroke before it is announced, so a screen
 * reader says "12 characters left" once when typing pauses, not at every key.
 */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

export interface TextAreaProps extends TextControlProps<HTMLTextAreaElement> {
  /**
   * The most characters the browser accepts. Shows a count under the field ("12 / 500") and
   * tells screen readers, politely and once typing pauses, how many characters are left.
   */
  maxLength?: number;
  /** Visible lines of text (the starting height; the least height with `autoGrow`). */
  rows?: number;
  /** Grow with the text instead of scrolling inside the field. */
  autoGrow?: boolean;
  autoComplete?: string;
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
}

/** Fits the height to the text; the `rows` attribute keeps the least height. */
function fitHeight(textarea: HTMLTextAreaElement) {
  textarea.style.blockSize = 'auto';
  // Nothing to measure while hidden (display: none): keep the natural height.
  if (textarea.scrollHeight === 0) {
    textarea.style.blockSize = '';
    return;
  }
  const borders = textarea.offsetHeight - textarea.clientHeight;
  textarea.style.blockSize = `${textarea.scrollHeight + borders}px`;
}

// The design system's own strings use Lingui's runtime API with explicit `ui.*` ids, not the
// macros: the apps' .css.ts files import `vars` from this package, and vanilla-extract
// evaluates them without Babel, so a macro import here would break every app build.

/** A labelled multi-line text input with hint, error and an optional character count. */
export function TextArea({
  label,
  id,
  value,
  defaultValue,
  onChange,
  error,
  hint,
  required = false,
  maxLength,
  rows = 4,
  autoGrow = false,
  dir = 'auto',
  hideLabel = false,
  ref,
  // The textarea's own attributes (name, onBlur, limits...), as they are.
  ...textarea
}: TextAreaProps) {
  const { i18n } = useLingui();
  const generatedId = useId();
  const textareaId = id ?? `${generatedId}-textarea`;
  const hintId = `${textareaId}-hint`;
  const errorId = `${textareaId}-error`;
  const countId = `${textareaId}-count`;
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textareaRef = useMemo(() => mergeRefs(ownRef, ref), [ref]);

  // Uncontrolled fields count what the user typed; controlled ones count `value`.
  const [typedLength, setTypedLength] = useState(defaultValue?.length ?? 0);
  const length = value === undefined ? typedLength : value.length;
  const hasCount = maxLength !== undefined;
  const remaining = hasCount ? Math.max(0, maxLength - length) : 0;

  const [charactersLeft, setCharactersLeft] = useState(remaining);
  useEffect(() => {
    if (charactersLeft === remaining) return;
    const timer = setTimeout(() => setCharactersLeft(remaining), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [charactersLeft, remaining]);

  useLayoutEffect(() => {
    const textarea = ownRef.current;
    if (!textarea) return;
    if (autoGrow) fitHeight(textarea);
    else textarea.style.blockSize = '';
  }, [autoGrow, value]);

  const describedBy = [hint ? hintId : null, error ? errorId : null, hasCount ? countId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={field.root}>
      <FieldLabel htmlFor={textareaId} label={label} required={required} hidden={hideLabel} />
      <FieldHint id={hintId} hint={hint} />
      <textarea
        ref={textareaRef}
        id={textareaId}
        className={cx(styles.control, autoGrow && styles.autoGrow)}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          if (value === undefined) setTypedLength(event.target.value.length);
          if (autoGrow) fitHeight(event.target);
          onChange?.(event);
        }}
        required={required}
        maxLength={maxLength}
        rows={rows}
        dir={dir}
        {...textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error || hasCount ? (
        <div className={styles.footer}>
          <FieldError id={errorId} error={error} />
          {hasCount ? (
            <>
              {/* Seen: the count as it changes. Heard: what is left, once typing pauses. */}
              <span
                className={cx(styles.count, remaining === 0 && styles.countFull)}
                aria-hidden="true"
              >
                {`${length} / ${maxLength}`}
              </span>
              <span id={countId} className={srOnly} aria-live="polite">
                {i18n._({
                  id: 'ui.textArea.charactersLeft',
                  message:
                    '{charactersLeft, plural, one {# character left} other {# characters left}}',
                  values: { charactersLeft },
                })}
              </span>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
