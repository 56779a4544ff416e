import { accountThemes } from '@quoteway/domain';
import { themeChoices } from '@quoteway/ui';
import { expect, it } from 'vitest';

it('an account stores exactly the themes the design system offers', () => {
  expect([...accountThemes]).toEqual([...themeChoices]);
});
