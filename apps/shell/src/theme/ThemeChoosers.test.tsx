import { getThemeStore } from '@quoteway/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/sessionStore';
import { customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

const localApi = serveLocalApi();
const shownTheme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  act(() => getThemeStore().setChoice('system'));
  useSession.getState().clear();
});

describe('the footer’s theme chooser', () => {
  it('offers a visitor system (the default) and the three themes, and shows the one chosen', async () => {
    renderAt('/home');
    const chooser = await screen.findByRole('combobox', { name: 'Theme' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System', 'Light', 'Semi-dark', 'Dark']);
    expect((chooser as HTMLSelectElement).value).toBe('system');

    fireEvent.change(chooser, { target: { value: 'dark' } });
    expect(shownTheme()).toBe('dark');
    expect(localStorage.getItem('quoteway.theme')).toBe('dark');
    expect((chooser as HTMLSelectElement).value).toBe('dark');
  });

  it('follows a choice made elsewhere (another tab, the account)', async () => {
    renderAt('/home');
    const chooser = await screen.findByRole('combobox', { name: 'Theme' });
    act(() => getThemeStore().setChoice('semi-dark'));
    expect((chooser as HTMLSelectElement).value).toBe('semi-dark');
  });

  it('is not in the footer of a signed-in user, whose profile menu has it', async () => {
    localApi.on('POST /api/auth/me', { body: { user: customerUser(), card: null } });
    useSession.getState().signIn('tok', customerUser(), true);
    renderAt('/my-jobs');
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByRole('combobox', { name: 'Theme' })).toBeNull();
  });
});

describe('the profile menu’s theme', () => {
  it('is a group of radio items; choosing one shows it and keeps the menu open', async () => {
    localApi.on('POST /api/auth/me', { body: { user: customerUser(), card: null } });
    useSession.getState().signIn('tok', customerUser(), true);
    renderAt('/my-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const group = within(screen.getByRole('menu')).getByRole('group', { name: 'Theme' });
    const items = within(group).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['System', 'true'],
      ['Light', 'false'],
      ['Semi-dark', 'false'],
      ['Dark', 'false'],
    ]);

    fireEvent.click(within(group).getByRole('menuitemradio', { name: 'Semi-dark' }));
    expect(shownTheme()).toBe('semi-dark');
    expect(localStorage.getItem('quoteway.theme')).toBe('semi-dark');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(
      within(group).getByRole('menuitemradio', { name: 'Semi-dark' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(group).getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked'),
    ).toBe('false');
  });
});
