import { type composeStory, composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as preview from '../.storybook/preview';

// Every story of the design system, as Storybook composes it (the preview's theme, direction
// and catalog), checked with axe against WCAG 2.1 A and AA. jsdom has no layout and applies
// no style sheets, so the rules that need rendering are left to the browser tests (e2e, with
// @axe-core/playwright):
const needsRendering = {
  // Colours come from vanilla-extract's style sheets, which jsdom does not compute.
  'color-contrast': { enabled: false },
  'color-contrast-enhanced': { enabled: false },
  // Target sizes need boxes, and jsdom lays nothing out.
  'target-size': { enabled: false },
};

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const storyFiles = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Each violation as `rule: what is wrong (the first offending element)`. */
function describeViolations(results: axe.AxeResults): string[] {
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes[0]?.html.slice(0, 160) ?? 'no element'})`,
  );
}

describe.each(Object.entries(storyFiles))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];

  it.each(stories)('%s has no accessibility violations', async (_name, Story) => {
    await Story.load();
    render(<Story />);
    // Effects and lazily loaded parts (the dialogs' Radix) settle before the check.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: needsRendering,
    });
    expect(describeViolations(results)).toEqual([]);
  });
});
