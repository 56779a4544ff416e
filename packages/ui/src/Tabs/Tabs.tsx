import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Identifies the tab (e.g. the route's tab id). */
  value: string;
  /** Visible label (translated). */
  label: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. a translated "Lead lists". */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's value. */
  value: string;
  /** Called with the tab chosen by click or by the arrow, Home and End keys. */
  onChange: (value: string) => void;
  /** Content of the selected tab, rendered in its tab panel. */
  children?: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list, arrow keys move between tabs
 * (mirrored in right-to-left text), Home and End jump to the ends, and selection follows
 * focus. Only the selected tab's panel is rendered.
 */
export function Tabs({ label, tabs, value, onChange, children }: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    refs.current.get(tab.value)?.focus();
    if (tab.value !== value) onChange(tab.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // In right-to-left text the first tab is on the right, so the arrows swap meaning.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [next]: selectedIndex + 1,
      [previous]: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) refs.current.set(tab.value, element);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              className={styles.tab}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabs[selectedIndex] ? tabId(tabs[selectedIndex].value) : undefined}
        // The panel is a tab stop so keyboard users reach content that has no focusable item.
        tabIndex={0}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
