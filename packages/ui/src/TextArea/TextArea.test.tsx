import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { type ChangeEvent, createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { COUNT_ANNOUNCE_DELAY_MS, TextArea } from './TextArea';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function describedTexts(element: HTMLElement): Array<string | null | undefined> {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent);
}

function Controlled({ maxLength = 20, initial = '' }: { maxLength?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Describe the job"
      name="description"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      maxLength={maxLength}
    />
  );
}

describe('TextArea', () => {
  it('is a labelled multi-line textbox, not invalid without an error', () => {
    renderWithI18n(<TextArea label="Describe the job" name="description" />);
    const textarea = screen.getByRole('textbox', { name: 'Describe the job' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('name')).toBe('description');
    expect(textarea.getAttribute('rows')).toBe('4');
    expect(textarea.getAttribute('dir')).toBe('auto');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect(textarea.getAttribute('aria-describedby')).toBeNull();
  });

  it('wires hint and error with aria-invalid and aria-describedby, in that order', () => {
    renderWithI18n(
      <TextArea
        label="Describe the job"
        name="description"
        hint="What needs doing, and where"
        error="Describe the job in a few words"
        required
      />,
    );
    const textarea = screen.getByRole('textbox', { name: /Describe the job/ });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect((textarea as HTMLTextAreaElement).required).toBe(true);
    expect(describedTexts(textarea)).toEqual([
      'What needs doing, and where',
      'Describe the job in a few words',
    ]);
  });

  it('forwards the ref to the <textarea> and passes attributes through', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onBlur = vi.fn();
    renderWithI18n(
      <TextArea
        ref={ref}
        id="notes"
        label="Notes"
        name="notes"
        rows={6}
        placeholder="Anything else?"
        minLength={3}
        disabled
        onBlur={onBlur}
      />,
    );
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
    expect(ref.current?.id).toBe('notes');
    expect(ref.current?.rows).toBe(6);
    expect(ref.current?.placeholder).toBe('Anything else?');
    expect(ref.current?.minLength).toBe(3);
    expect(ref.current?.disabled).toBe(true);
    fireEvent.blur(ref.current as HTMLTextAreaElement);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('calls onChange in controlled mode', () => {
    const seen: string[] = [];
    const onChange = vi.fn((event: ChangeEvent<HTMLTextAreaElement>) => {
      seen.push(event.target.value);
    });
    renderWithI18n(<TextArea label="Notes" name="notes" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'Leaking tap' },
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Leaking tap']);
  });

  it('shows no count without maxLength', () => {
    renderWithI18n(<TextArea label="Notes" name="notes" defaultValue="abc" />);
    expect(screen.queryByText(/\d+ \/ \d+/)).toBeNull();
    expect(screen.queryByText(/characters? left/)).toBeNull();
  });

  it('counts characters against maxLength and describes the field with what is left', () => {
    renderWithI18n(<Controlled maxLength={20} initial="Leaking" />);
    const textarea = screen.getByRole('textbox', { name: 'Describe the job' });
    expect((textarea as HTMLTextAreaElement).maxLength).toBe(20);
    expect(screen.getByText('7 / 20')).toBeTruthy();
    expect(describedTexts(textarea)).toEqual(['13 characters left']);

    fireEvent.change(textarea, { target: { value: 'Leaking tap' } });
    expect(screen.getByText('11 / 20')).toBeTruthy();
  });

  it('announces what is left politely, once typing pauses', () => {
    vi.useFakeTimers();
    renderWithI18n(<Controlled maxLength={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Describe the job' });
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('10 characters left');

    fireEvent.change(textarea, { target: { value: 'abcdefgh' } });
    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1);
    });
    fireEvent.change(textarea, { target: { value: 'abcdefghi' } });
    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1);
    });
    // Still typing: nothing new is said yet.
    expect(live?.textContent).toBe('10 characters left');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(live?.textContent).toBe('1 character left');
  });

  it('counts an uncontrolled field from its default value and what is typed', () => {
    renderWithI18n(<TextArea label="Notes" name="notes" defaultValue="Hello" maxLength={5} />);
    expect(screen.getByText('5 / 5')).toBeTruthy();
    expect(describedTexts(screen.getByRole('textbox', { name: 'Notes' }))).toEqual([
      '0 characters left',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'He' },
    });
    expect(screen.getByText('2 / 5')).toBeTruthy();
  });

  it('keeps error and count both in the description', () => {
    renderWithI18n(<TextArea label="Notes" name="notes" value="" maxLength={3} error="Required" />);
    expect(describedTexts(screen.getByRole('textbox', { name: 'Notes' }))).toEqual([
      'Required',
      '3 characters left',
    ]);
  });

  it('grows with its text when autoGrow is on', () => {
    function Growing() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          label="Notes"
          name="notes"
          autoGrow
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    renderWithI18n(<Growing />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
    // jsdom has no layout: give the textarea a content height and 1px borders.
    let contentHeight = 96;
    Object.defineProperty(textarea, 'scrollHeight', { get: () => contentHeight });
    Object.defineProperty(textarea, 'offsetHeight', { get: () => 98 });
    Object.defineProperty(textarea, 'clientHeight', { get: () => 96 });

    contentHeight = 240;
    fireEvent.change(textarea, { target: { value: 'line\nline\nline\nline\nline\nline' } });
    expect(textarea.style.blockSize).toBe('242px');
  });

  it('leaves the height to the user without autoGrow', () => {
    renderWithI18n(<Controlled />);
    const textarea = screen.getByRole('textbox', { name: 'Describe the job' });
    Object.defineProperty(textarea, 'scrollHeight', { get: () => 240 });
    fireEvent.change(textarea, { target: { value: 'a\nb\nc\nd\ne\nf' } });
    expect(textarea.style.blockSize).toBe('');
  });
});
