import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createRef, type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { Combobox } from './Combobox';

afterEach(cleanup);

interface Place {
  id: number;
  suburb: string;
  city: string;
  postcode: string;
}

const places: Place[] = [
  { id: 1, suburb: 'Ponsonby', city: 'Auckland', postcode: '1011' },
  { id: 2, suburb: 'Parnell', city: 'Auckland', postcode: '1052' },
  { id: 3, suburb: 'Petone', city: 'Lower Hutt', postcode: '5012' },
];

const placeLabel = (place: Place) => `${place.suburb}, ${place.city} ${place.postcode}`;

interface HarnessProps {
  initialText?: string;
  /** Fixed options; by default the places whose label contains the text. */
  options?: Place[];
  loading?: boolean;
  emptyMessage?: ReactNode;
  onSelect?: (place: Place) => void;
  onInputChange?: (text: string) => void;
  error?: string;
  hint?: string;
  renderOption?: (place: Place) => ReactNode;
}

/** A caller as the apps will be: it owns the text and filters (or fetches) the options. */
function Harness({
  initialText = '',
  options,
  loading,
  emptyMessage,
  onSelect = () => {},
  onInputChange = () => {},
  error,
  hint,
  renderOption,
}: HarnessProps) {
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<Place | null>(null);
  const shown =
    options ??
    (text.trim() === ''
      ? []
      : places.filter((p) => placeLabel(p).toLowerCase().includes(text.trim().toLowerCase())));
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Suburb"
        name="locality"
        value={text}
        onInputChange={(next) => {
          setText(next);
          setChosen(null);
          onInputChange(next);
        }}
        options={shown}
        getOptionKey={(p) => p.id}
        getOptionLabel={placeLabel}
        renderOption={renderOption}
        onSelect={(p) => {
          setChosen(p);
          onSelect(p);
        }}
        loading={loading}
        emptyMessage={emptyMessage}
        error={error}
        hint={hint}
        required
      />
      <span data-testid="chosen">{chosen ? chosen.id : 'none'}</span>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: /Suburb/ }) as HTMLInputElement;
const listbox = () => screen.getByRole('listbox', { hidden: true });
const visibleOptions = () => screen.queryAllByRole('option');
const liveRegion = () => screen.getByRole('status');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(input(), { key: name, ...init });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Combobox: ARIA', () => {
  it('is a labelled combobox with list autocomplete that controls a labelled listbox', () => {
    renderWithI18n(<Harness />);
    const box = input();
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(box.getAttribute('autocomplete')).toBe('off');
    expect(box.getAttribute('name')).toBe('locality');
    expect(box.required).toBe(true);
    const list = listbox();
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(list.hidden).toBe(true);
    // Hidden, the listbox is unnamed: the label names the input alone.
    expect(list.getAttribute('aria-labelledby')).toBeNull();
    // Shown, the listbox is named by the field's label.
    type('auck');
    const labelId = list.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)?.textContent).toContain('Suburb');
  });

  it('wires hint and error with aria-describedby and aria-invalid', () => {
    renderWithI18n(<Harness hint="Start typing a suburb" error="Choose a suburb from the list" />);
    const box = input();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const ids = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Start typing a suburb',
      'Choose a suburb from the list',
    ]);
  });

  it('has no aria-invalid and no description without hint and error', () => {
    renderWithI18n(<Harness />);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(input().getAttribute('aria-describedby')).toBeNull();
  });

  it('opens the listbox with options as the user types, and marks the highlighted one', () => {
    const onInputChange = vi.fn();
    renderWithI18n(<Harness onInputChange={onInputChange} />);
    type('p');
    expect(onInputChange).toHaveBeenLastCalledWith('p');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    const options = visibleOptions();
    expect(options.map((o) => o.textContent)).toEqual([
      'Ponsonby, Auckland 1011',
      'Parnell, Auckland 1052',
      'Petone, Lower Hutt 5012',
    ]);
    // Typing highlights nothing (no automatic selection).
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(input().getAttribute('aria-activedescendant')).toBeNull();

    key('ArrowDown');
    expect(activeOption()).toBe(options[0]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(options[1]?.getAttribute('aria-selected')).toBe('false');
  });

  it('gives every option a unique id inside the listbox', () => {
    renderWithI18n(<Harness />);
    type('p');
    const ids = visibleOptions().map((o) => o.id);
    expect(new Set(ids).size).toBe(3);
    for (const option of visibleOptions()) expect(listbox().contains(option)).toBe(true);
  });

  it('renders custom option content but selects with the plain label', () => {
    const onSelect = vi.fn();
    renderWithI18n(
      <Harness
        onSelect={onSelect}
        renderOption={(p) => (
          <span>
            <strong>{p.suburb}</strong> {p.postcode}
          </span>
        )}
      />,
    );
    type('pet');
    const [option] = visibleOptions();
    expect(option?.querySelector('strong')?.textContent).toBe('Petone');
    fireEvent.click(option as HTMLElement);
    expect(input().value).toBe('Petone, Lower Hutt 5012');
    expect(onSelect).toHaveBeenCalledWith(places[2]);
  });
});

describe('Combobox: keyboard', () => {
  it('ArrowDown on a closed field opens it and highlights the first option', () => {
    renderWithI18n(<Harness initialText="p" />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('Ponsonby, Auckland 1011');
  });

  it('Alt+ArrowDown opens without highlighting', () => {
    renderWithI18n(<Harness initialText="p" />);
    key('ArrowDown', { altKey: true });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBeNull();
  });

  it('ArrowUp on a closed field opens it and highlights the last option', () => {
    renderWithI18n(<Harness initialText="p" />);
    key('ArrowUp');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('Petone, Lower Hutt 5012');
  });

  it('ArrowDown and ArrowUp move through the options and wrap around', () => {
    renderWithI18n(<Harness />);
    type('p');
    const labels: Array<string | null | undefined> = [];
    for (let i = 0; i < 4; i += 1) {
      key('ArrowDown');
      labels.push(activeOption()?.textContent);
    }
    expect(labels).toEqual([
      'Ponsonby, Auckland 1011',
      'Parnell, Auckland 1052',
      'Petone, Lower Hutt 5012',
      'Ponsonby, Auckland 1011',
    ]);
    key('ArrowUp');
    expect(activeOption()?.textContent).toBe('Petone, Lower Hutt 5012');
    key('ArrowUp');
    expect(activeOption()?.textContent).toBe('Parnell, Auckland 1052');
  });

  it('the arrow keys do not move the caret (default prevented)', () => {
    renderWithI18n(<Harness />);
    type('p');
    expect(fireEvent.keyDown(input(), { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: 'ArrowUp' })).toBe(false);
  });

  it('Enter selects the highlighted option, fills the input, closes, and does not submit', () => {
    const onSelect = vi.fn();
    const onInputChange = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} onInputChange={onInputChange} />);
    type('p');
    key('ArrowDown');
    key('ArrowDown');
    const notCancelled = fireEvent.keyDown(input(), { key: 'Enter' });
    expect(notCancelled).toBe(false);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(places[1]);
    // The label reaches onInputChange before onSelect, so a caller that forgets its choice
    // on typing keeps this one.
    expect(onInputChange).toHaveBeenLastCalledWith('Parnell, Auckland 1052');
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    expect(input().value).toBe('Parnell, Auckland 1052');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('Enter without a highlighted option selects nothing and lets the form submit', () => {
    const onSelect = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} />);
    type('p');
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('Enter that confirms an IME composition selects nothing', () => {
    const onSelect = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} />);
    type('p');
    key('ArrowDown');
    key('Enter', { isComposing: true });
    expect(onSelect).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('Escape closes the popup and keeps the text; a second Escape clears the text', () => {
    const onInputChange = vi.fn();
    renderWithI18n(<Harness onInputChange={onInputChange} />);
    type('pa');
    key('ArrowDown');
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(input().value).toBe('pa');
    expect(onInputChange).toHaveBeenCalledTimes(1);

    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(onInputChange).toHaveBeenLastCalledWith('');
    expect(input().value).toBe('');
  });

  it('Escape on an empty, closed field does nothing and lets the key through', () => {
    const onInputChange = vi.fn();
    renderWithI18n(<Harness onInputChange={onInputChange} />);
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(true);
    expect(onInputChange).not.toHaveBeenCalled();
  });

  it('Escape also closes a popup that only says "No matches"', () => {
    renderWithI18n(<Harness />);
    type('zzz');
    expect(screen.getByText('No matches', { selector: 'p' })).toBeTruthy();
    key('Escape');
    expect(screen.queryByText('No matches', { selector: 'p' })).toBeNull();
    expect(input().value).toBe('zzz');
  });

  it('Tab closes the popup, selects nothing, and keeps its default (moves focus)', () => {
    const onSelect = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} />);
    type('p');
    key('ArrowDown');
    expect(fireEvent.keyDown(input(), { key: 'Tab' })).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('p');
  });

  it.each(['Home', 'End', 'ArrowLeft', 'ArrowRight'])(
    '%s moves the caret (default kept) and returns visual focus to the input',
    (name) => {
      renderWithI18n(<Harness />);
      type('p');
      key('ArrowDown');
      expect(activeOption()).not.toBeNull();
      expect(fireEvent.keyDown(input(), { key: name })).toBe(true);
      expect(activeOption()).toBeNull();
      expect(input().getAttribute('aria-expanded')).toBe('true');
    },
  );

  it('typing again drops the highlight', () => {
    renderWithI18n(<Harness />);
    type('p');
    key('ArrowDown');
    type('pa');
    expect(activeOption()).toBeNull();
  });

  it('keeps the highlighted option when new options arrive, and drops it when it is gone', () => {
    function Async() {
      const [options, setOptions] = useState(places);
      return (
        <>
          <Harness options={options} initialText="p" />
          <button type="button" onClick={() => setOptions([places[2], places[0]] as Place[])}>
            reorder
          </button>
          <button type="button" onClick={() => setOptions([places[2]] as Place[])}>
            narrow
          </button>
        </>
      );
    }
    renderWithI18n(<Async />);
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('Ponsonby, Auckland 1011');
    fireEvent.click(screen.getByRole('button', { name: 'reorder' }));
    expect(activeOption()?.textContent).toBe('Ponsonby, Auckland 1011');
    fireEvent.click(screen.getByRole('button', { name: 'narrow' }));
    expect(activeOption()).toBeNull();
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('Petone, Lower Hutt 5012');
  });
});

describe('Combobox: mouse', () => {
  it('a click selects the option and closes the list', () => {
    const onSelect = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} />);
    type('auck');
    const options = visibleOptions();
    expect(options).toHaveLength(2);
    fireEvent.click(options[1] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(places[1]);
    expect(input().value).toBe('Parnell, Auckland 1052');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('pressing an option does not take focus from the input', () => {
    renderWithI18n(<Harness />);
    input().focus();
    type('p');
    const [first] = visibleOptions();
    // mousedown's default (moving focus) is prevented, so the input keeps focus.
    expect(fireEvent.mouseDown(first as HTMLElement)).toBe(false);
  });

  it('a press selects once: the click that follows finds the list closed', () => {
    const onSelect = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} />);
    type('auck');
    const [, second] = visibleOptions();
    fireEvent.mouseDown(second as HTMLElement);
    fireEvent.click(second as HTMLElement);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(places[1]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('leaving the field (blur) closes the list and selects nothing', () => {
    const onSelect = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} />);
    type('p');
    key('ArrowDown');
    fireEvent.blur(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('a click in the field opens the list again', () => {
    renderWithI18n(<Harness initialText="p" />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Combobox: loading, no matches and announcements', () => {
  it('announces how many results there are, politely', () => {
    renderWithI18n(<Harness />);
    const live = liveRegion();
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    type('p');
    expect(live.textContent).toBe('3 results');
    type('pet');
    expect(live.textContent).toBe('1 result');
    key('Escape');
    expect(live.textContent).toBe('');
  });

  it('shows and announces "No matches" when the text finds nothing', () => {
    renderWithI18n(<Harness />);
    type('zzz');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('No matches', { selector: 'p' })).toBeTruthy();
    expect(liveRegion().textContent).toBe('No matches');
  });

  it('says nothing about matches while the text is empty', () => {
    renderWithI18n(<Harness />);
    type('zzz');
    type('');
    expect(screen.queryByText('No matches')).toBeNull();
    expect(liveRegion().textContent).toBe('');
  });

  it('uses the caller’s empty message, and shows nothing for null', () => {
    const { unmount } = renderWithI18n(<Harness emptyMessage="No suburb by that name" />);
    type('zzz');
    expect(screen.getByText('No suburb by that name', { selector: 'p' })).toBeTruthy();
    expect(liveRegion().textContent).toBe('No suburb by that name');
    unmount();

    renderWithI18n(<Harness emptyMessage={null} />);
    type('z');
    expect(screen.queryByText('No matches')).toBeNull();
    expect(liveRegion().textContent).toBe('');
  });

  it('shows "Loading…" while options are fetched, not "No matches"', () => {
    renderWithI18n(<Harness options={[]} loading />);
    type('pon');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('No matches')).toBeNull();
    expect(liveRegion().textContent).toBe('');
  });

  it('keeps showing the previous options while loading, then announces the new count', () => {
    function Fetching() {
      const [loading, setLoading] = useState(true);
      return (
        <>
          <Harness options={loading ? places : [places[0] as Place]} loading={loading} />
          <button type="button" onClick={() => setLoading(false)}>
            settle
          </button>
        </>
      );
    }
    renderWithI18n(<Fetching />);
    type('pon');
    expect(visibleOptions()).toHaveLength(3);
    expect(screen.getByText('Loading…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'settle' }));
    expect(visibleOptions()).toHaveLength(1);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(liveRegion().textContent).toBe('1 result');
  });
});

describe('Combobox: props', () => {
  it('forwards the ref to the input and uses the given id', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(
      <Combobox
        ref={ref}
        id="locality"
        label="Suburb"
        placeholder="e.g. Ponsonby"
        value=""
        onInputChange={() => {}}
        options={places}
        getOptionKey={(p) => p.id}
        getOptionLabel={placeLabel}
        onSelect={() => {}}
        disabled
      />,
    );
    expect(ref.current).toBe(input());
    expect(ref.current?.id).toBe('locality');
    expect(ref.current?.placeholder).toBe('e.g. Ponsonby');
    expect(ref.current?.disabled).toBe(true);
  });
});
