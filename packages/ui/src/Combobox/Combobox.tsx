import { useLingui } from '@lingui/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FieldError, FieldHint, FieldLabel } from '../private/FieldParts';
import { srOnly } from '../private/focusRing.css';
import { SpinnerRing } from '../private/SpinnerRing';
import * as field from '../TextField/TextField.css';
import * as styles from './Combobox.css';

export type ComboboxOptionKey = string | number;

export interface ComboboxProps<T> {
  /** Visible label (translated); also names the list of options. */
  label: string;
  /** The text in the input (controlled). */
  value: string;
  /**
   * The user changed the text: typing, clearing it with a second Escape, or choosing an
   * option (then with that option's label, just before `onSelect`).
   */
  onInputChange: (text: string) => void;
  /** The options for the current text. The caller filters or fetches them. */
  options: readonly T[];
  /** A stable, unique key per option. */
  getOptionKey: (option: T) => ComboboxOptionKey;
  /** The option as plain text: what the input shows once it is chosen. */
  getOptionLabel: (option: T) => string;
  /** Richer content for an option in the list; defaults to its label. */
  renderOption?: (option: T) => ReactNode;
  /** The user chose an option (Enter on the highlighted one, or a click). */
  onSelect: (option: T) => void;
  /** The options are being fetched: shows "Loading…" in the popup. */
  loading?: boolean;
  /**
   * Shown (and announced) when the text is not empty and there are no options; defaults to
   * "No matches". `null` shows nothing, e.g. while the text is too short to search.
   */
  emptyMessage?: ReactNode;
  /** Help text shown under the label, linked with `aria-describedby`. */
  hint?: string;
  /** Error message; sets `aria-invalid` and describes the input. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** Id of the input; defaults to a generated id. */
  id?: string;
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Text direction of the value; `auto` (default) suits mixed Arabic/Latin input. */
  dir?: 'auto' | 'ltr' | 'rtl';
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /**
   * Start with the list open, for a field that takes over text typed before it was there (a
   * stand-in's, while the field's code loaded): its matches show without another keystroke.
   */
  defaultOpen?: boolean;
  ref?: Ref<HTMLInputElement>;
}

// The design system's own strings use Lingui's runtime API with explicit `ui.*` ids, not the
// macros: the apps' .css.ts files import `vars` from this package, and vanilla-extract
// evaluates them without Babel, so a macro import here would break every app build.

/**
 * An editable combobox with list autocomplete (WAI-ARIA 1.2 APG pattern): the user types,
 * the caller supplies matching options (from a query keyed by the text, or a filtered
 * list), and the user picks one with the arrow keys and Enter, or a click. Focus stays in
 * the input; `aria-activedescendant` points at the highlighted option. A polite live region
 * says how many options there are.
 */
export function Combobox<T>({
  label,
  value,
  onInputChange,
  options,
  getOptionKey,
  getOptionLabel,
  renderOption,
  onSelect,
  loading = false,
  emptyMessage,
  hint,
  error,
  required = false,
  disabled = false,
  name,
  id,
  placeholder,
  onBlur,
  dir = 'auto',
  hideLabel = false,
  defaultOpen = false,
  ref,
}: ComboboxProps<T>) {
  const { i18n } = useLingui();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-combobox`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);

  const [open, setOpen] = useState(defaultOpen);
  // The highlighted option is held by key, so it survives new options arriving and is
  // dropped when it is no longer among them.
  const [activeKey, setActiveKey] = useState<ComboboxOptionKey | null>(null);
  const activeIndex =
    activeKey === null ? -1 : options.findIndex((option) => getOptionKey(option) === activeKey);

  const listShown = open && options.length > 0;
  const noMatches = !loading && options.length === 0 && value.trim() !== '';
  const emptyContent =
    emptyMessage === undefined
      ? i18n._({ id: 'ui.combobox.noMatches', message: 'No matches' })
      : emptyMessage;
  const showEmpty = open && noMatches && emptyContent !== null;
  const showLoading = open && loading;
  const popupShown = listShown || showEmpty || showLoading;

  // Keep the highlighted option in view as the arrow keys move through a long list.
  useEffect(() => {
    if (!listShown || activeIndex < 0) return;
    const item = listRef.current?.children[activeIndex];
    if (item instanceof HTMLElement) item.scrollIntoView?.({ block: 'nearest' });
  }, [listShown, activeIndex]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const choose = (option: T) => {
    onInputChange(getOptionLabel(option));
    onSelect(option);
    close();
  };

  const highlight = (index: number) => {
    const option = options[index];
    setActiveKey(option === undefined ? null : getOptionKey(option));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME composition (Chinese input) belong to the IME.
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          // Alt+ArrowDown opens the list without highlighting an option.
          if (!event.altKey) highlight(0);
        } else if (count > 0 && !event.altKey) {
          highlight(activeIndex < 0 ? 0 : (activeIndex + 1) % count);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) {
          close();
        } else if (!open) {
          setOpen(true);
          highlight(count - 1);
        } else if (count > 0) {
          highlight(activeIndex < 0 ? count - 1 : (activeIndex - 1 + count) % count);
        }
        break;
      case 'Enter': {
        const option = listShown && activeIndex >= 0 ? options[activeIndex] : undefined;
        // Without a highlighted option, Enter does what it does in any input (submits).
        if (option !== undefined) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        // First Escape closes the popup, a second one clears the text.
        if (popupShown) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          onInputChange('');
        }
        break;
      case 'Tab':
        // Tab leaves the field and chooses nothing.
        close();
        break;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // These move the caret in the input (the browser's default), so visual focus
        // returns to the input.
        setActiveKey(null);
        break;
      default:
        break;
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  let announcement: ReactNode = null;
  if (open && !loading) {
    const resultCount = options.length;
    if (resultCount > 0) {
      announcement = i18n._({
        id: 'ui.combobox.results',
        message: '{resultCount, plural, one {# result} other {# results}}',
        values: { resultCount },
      });
    } else if (showEmpty) {
      announcement = emptyContent;
    }
  }

  return (
    <div className={field.root}>
      <FieldLabel
        id={labelId}
        htmlFor={inputId}
        label={label}
        required={required}
        hidden={hideLabel}
      />
      <FieldHint id={hintId} hint={hint} />
      <div className={styles.anchor}>
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          className={field.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          dir={dir}
          onChange={(event) => {
            onInputChange(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={(event) => {
            close();
            onBlur?.(event);
          }}
        />
        <div
          className={styles.popup}
          hidden={!popupShown}
          // A press in the popup must not blur the input (that would close it first).
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            // Named while shown; a hidden list stays unnamed, so the label names one
            // element (the input) for anything that looks controls up by their label.
            aria-labelledby={listShown ? labelId : undefined}
            className={styles.listbox}
            hidden={!listShown}
          >
            {options.map((option, index) => (
              <li
                key={getOptionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                // Chosen on the press (as native selects do), or on a click alone, which is
                // what a screen reader's virtual cursor sends; the click after a press finds
                // the list closed and does nothing.
                onMouseDown={(event) => {
                  if (event.button === 0) choose(option);
                }}
                onClick={() => {
                  if (popupShown) choose(option);
                }}
              >
                {renderOption ? renderOption(option) : getOptionLabel(option)}
              </li>
            ))}
          </ul>
          {showLoading ? (
            <p className={styles.status}>
              <SpinnerRing size="sm" />
              {i18n._({ id: 'ui.combobox.loading', message: 'Loading…' })}
            </p>
          ) : showEmpty ? (
            <p className={styles.status}>{emptyContent}</p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} error={error} />
      <div role="status" aria-live="polite" className={srOnly}>
        {announcement}
      </div>
    </div>
  );
}
