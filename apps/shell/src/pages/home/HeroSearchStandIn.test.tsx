import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useWizard } from '@quoteway/job-wizard';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveLocalApi } from '../../test/localApi';
import { renderAt } from '../../test/renderApp';
import type * as LoadHeroSearch from './loadHeroSearch';

// The search's chunk is held back until the test lets it come (the real module, later), so
// the stand-in is on screen for as long as a slow phone would show it.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
});
vi.mock('./loadHeroSearch', async (importOriginal) => {
  const real = await importOriginal<typeof LoadHeroSearch>();
  return {
    wantHeroSearch: real.wantHeroSearch,
    loadHeroSearch: async () => {
      await gate.opened;
      return real.loadHeroSearch();
    },
  };
});

const localApi = serveLocalApi();

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localApi.on('GET /api/professions', {
    body: {
      categories: [{ slug: 'plumbing-gas', name: 'Plumbing & Gas' }],
      professions: [
        { slug: 'plumber', name: 'Plumber', categorySlug: 'plumbing-gas', baseCredits: 8 },
      ],
    },
  });
  localApi.on('GET /api/localities', { body: { localities: [] } });
});

afterEach(() => {
  act(() => useWizard.getState().reset());
});

describe('the home page’s search while its code loads', () => {
  it('shows a stand-in that keeps what is typed, the field it was typed in and a press', async () => {
    renderAt('/home');
    // The stand-in's fields are plain text boxes, with the search's labels and hint.
    const trade = (await screen.findByRole('textbox', { name: /^Trade/ })) as HTMLInputElement;
    const place = screen.getByRole('textbox', { name: /Where is the job/ }) as HTMLInputElement;
    expect(place.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'What do you need done?' }).ariaBusy).toBe('true');
    expect(screen.queryByRole('combobox', { name: /^Trade/ })).toBeNull();

    fireEvent.input(place, { target: { value: 'Pons' } });
    trade.focus();
    fireEvent.input(trade, { target: { value: 'plu' } });
    // A press waits for the search, which then does it: "plu" is no trade, so it says so.
    fireEvent.click(screen.getByRole('button', { name: 'Get free quotes' }));
    expect(screen.queryByText('Choose a trade from the list.')).toBeNull();

    act(() => gate.open());
    const tradeBox = (await screen.findByRole('combobox', { name: /^Trade/ })) as HTMLInputElement;
    const placeBox = screen.getByRole('combobox', {
      name: /Where is the job/,
    }) as HTMLInputElement;
    expect(tradeBox.value).toBe('plu');
    expect(placeBox.value).toBe('Pons');
    await waitFor(() => expect(document.activeElement).toBe(tradeBox));
    expect(tradeBox.selectionStart).toBe(3);
    // The field in use shows its matches without another keystroke.
    expect(await screen.findByRole('option', { name: 'Plumber' })).toBeTruthy();
    expect(await screen.findByText('Choose a trade from the list.')).toBeTruthy();
    expect(tradeBox.getAttribute('aria-invalid')).toBe('true');
    expect(useWizard.getState().started).toBe(false);
    expect(screen.queryByRole('textbox', { name: /^Trade/ })).toBeNull();
    // Focus in the search fetched the wizard's steps: they are let finish before the end.
    await import('@quoteway/job-wizard/wizard');
  });
});
