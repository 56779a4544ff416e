import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const tabs = [
  { value: 'a', label: 'New leads' },
  { value: 'b', label: 'Quoted' },
  { value: 'c', label: 'Drafts' },
];

function Harness({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('a');
  return (
    <Tabs
      label="Lead lists"
      tabs={tabs}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    >
      <p>Panel {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves selection and focus with the arrow, Home and End keys, wrapping around', () => {
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    const list = screen.getByRole('tablist', { name: 'Lead lists' });
    const first = screen.getByRole('tab', { name: 'New leads' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Quoted' }).tabIndex).toBe(-1);

    fireEvent.keyDown(list, { key: 'ArrowRight' });
    const quoted = screen.getByRole('tab', { name: 'Quoted' });
    expect(quoted.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(quoted);
    expect(screen.getByRole('tabpanel', { name: 'Quoted' }).textContent).toBe('Panel b');

    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'Home' });
    expect(seen).toEqual(['b', 'c', 'a', 'c', 'a']);
  });

  it('mirrors the arrow keys in right-to-left text', () => {
    const seen: string[] = [];
    render(
      <div dir="rtl">
        <Harness seen={seen} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(seen).toEqual(['b']);
  });
});
