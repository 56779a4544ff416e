import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessUser, myProfile, wellington } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { WidgetPage } from './WidgetPage';

const local = serveLocalApi();
const PROFILE = 'GET /api/business/profile';
const ORIGIN = window.location.origin;
const BUSINESS_ID = myProfile().business._id;

beforeEach(() => {
  local.on(PROFILE, {
    body: myProfile({
      professions: [
        { slug: 'plumber', name: 'Plumber' },
        { slug: 'gasfitter', name: 'Gasfitter' },
      ],
    }),
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function showPage() {
  const { services } = consoleServices({ api: local.client(), user: businessUser() });
  renderConsole({ path: '/leads/widget', element: <WidgetPage /> }, '/leads/widget', services);
}

const section = (name: string) => screen.getByRole('region', { name });

/** The code to paste in a section, as its read-only field holds it. */
const codeIn = (region: HTMLElement) =>
  (within(region).getByRole('textbox', { name: 'Code to paste' }) as HTMLTextAreaElement).value;

function previewIn(region: HTMLElement, title: string): HTMLIFrameElement {
  const frame = within(region).getByTitle(title);
  if (!(frame instanceof HTMLIFrameElement)) throw new Error(`${title} is no iframe`);
  return frame;
}

const query = (frame: HTMLIFrameElement) => {
  const url = new URL(frame.src);
  return { path: `${url.origin}${url.pathname}`, ...Object.fromEntries(url.searchParams) };
};

/** What the Copy button of a section says it did (the live region beside it). */
function copyStatus(region: HTMLElement): HTMLElement {
  const row = within(region).getByRole('button', { name: 'Copy code' }).parentElement;
  const status = row && within(row).getByRole('status');
  if (!status) throw new Error('no status beside Copy code');
  return status;
}

const choose = (region: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(region).getByLabelText(label), { target: { value } });

describe('WidgetPage', () => {
  it('gives the code of the business’s own card, with its options and a preview', async () => {
    showPage();
    await screen.findByRole('region', { name: 'Your business card' });
    expect(screen.getByRole('heading', { level: 1, name: 'Website widget' })).toBeTruthy();
    const card = section('Your business card');
    expect(codeIn(card)).toBe(
      `<script src="${ORIGIN}/embed.js" async></script>\n` +
        `<div data-quoteway="business" data-business="${BUSINESS_ID}"></div>`,
    );
    // Where to paste it is said next to it.
    expect(
      within(card).getByText(/Paste it into your website's HTML where the widget should appear/),
    ).toBeTruthy();
    const preview = previewIn(card, 'Preview of your business card');
    expect(query(preview)).toEqual({
      path: `${ORIGIN}/businessiframe`,
      business: BUSINESS_ID,
      widget: 'preview-business',
      host: ORIGIN,
      // "Same as your website": the preview speaks the console's language.
      lang: 'en',
      // By default the widget follows the visitor's device.
      theme: 'system',
    });

    choose(card, 'Language', 'ar');
    choose(card, 'Theme', 'dark');
    expect(codeIn(card)).toContain(
      `<div data-quoteway="business" data-business="${BUSINESS_ID}" data-lang="ar" data-theme="dark"></div>`,
    );
    expect(query(previewIn(card, 'Preview of your business card'))).toMatchObject({
      lang: 'ar',
      theme: 'dark',
    });
  });

  it('gives the code of a job form in one of its trades, at its base by default', async () => {
    local.on('GET /api/localities', {
      body: { localities: [wellington({ id: 4300, locality: 'Lower Hutt', postcode: '5010' })] },
    });
    showPage();
    await screen.findByRole('region', { name: 'Your business card' });
    const form = section('Job form');
    expect(codeIn(form)).toBe(
      `<script src="${ORIGIN}/embed.js" async></script>\n` +
        `<div data-quoteway="job" data-business="${BUSINESS_ID}" data-service="plumber" data-location="Wellington Central"></div>`,
    );
    expect(query(previewIn(form, 'Preview of the job form'))).toMatchObject({
      path: `${ORIGIN}/jobiframe/plumber/Wellington%20Central`,
    });
    // The card's options are its own.
    expect(codeIn(section('Your business card'))).not.toContain('plumber');

    choose(form, 'Trade', 'gasfitter');
    const place = within(form).getByRole('combobox', { name: 'Place' });
    fireEvent.change(place, { target: { value: 'Lower' } });
    const option = await within(form).findByRole('option', {
      name: 'Lower Hutt, Wellington 5010',
    });
    fireEvent.click(option);
    await waitFor(() =>
      expect(codeIn(form)).toContain('data-service="gasfitter" data-location="Lower Hutt"'),
    );
    expect(query(previewIn(form, 'Preview of the job form')).path).toBe(
      `${ORIGIN}/jobiframe/gasfitter/Lower%20Hutt`,
    );

    // No place: the form asks for one itself.
    fireEvent.change(place, { target: { value: '' } });
    expect(codeIn(form)).toContain(
      `<div data-quoteway="job" data-business="${BUSINESS_ID}" data-service="gasfitter"></div>`,
    );
  });

  it('copies the code and says so', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    showPage();
    await screen.findByRole('region', { name: 'Your business card' });
    const card = section('Your business card');
    const status = copyStatus(card);
    expect(status.textContent).toBe('');

    fireEvent.click(within(card).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(status.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(codeIn(card));

    // A changed snippet is not the one copied.
    choose(card, 'Theme', 'semi-dark');
    expect(status.textContent).toBe('');
    expect(copyStatus(section('Job form')).textContent).toBe('');
  });

  it('selects the code for the keyboard where there is no clipboard', async () => {
    showPage();
    await screen.findByRole('region', { name: 'Your business card' });
    const form = section('Job form');
    fireEvent.click(within(form).getByRole('button', { name: 'Copy code' }));
    await waitFor(() =>
      expect(copyStatus(form).textContent).toBe(
        'The code is selected: press Ctrl+C (⌘C on a Mac) to copy it',
      ),
    );
    const code = within(form).getByRole('textbox', {
      name: 'Code to paste',
    }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(code);
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, code.value.length]);
  });

  it('sizes each preview to the height its widget reports, from its own window only', async () => {
    showPage();
    await screen.findByRole('region', { name: 'Your business card' });
    const card = previewIn(section('Your business card'), 'Preview of your business card');
    const form = previewIn(section('Job form'), 'Preview of the job form');
    expect(card.getAttribute('height')).toBe('480');
    const resize = (height: number) => ({
      source: 'quoteway',
      version: 1,
      widget: 'preview-business',
      type: 'resize',
      height,
    });
    const post = (data: unknown, source: Window | null, origin = ORIGIN) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });

    post(resize(700), card.contentWindow, 'https://elsewhere.example');
    post(resize(710), form.contentWindow);
    post({ ...resize(720), version: 2 }, card.contentWindow);
    expect(card.getAttribute('height')).toBe('480');
    expect(form.getAttribute('height')).toBe('710');

    post(resize(640), card.contentWindow);
    expect(card.getAttribute('height')).toBe('640');
  });

  it('sends a business without trades to its profile to add them', async () => {
    local.on(PROFILE, { body: myProfile({ professions: [] }) });
    showPage();
    const form = await screen.findByRole('region', { name: 'Job form' });
    expect(within(form).queryByLabelText('Trade')).toBeNull();
    expect(within(form).getByRole('link', { name: 'Business Profile' }).getAttribute('href')).toBe(
      '/leads/my-business-profile',
    );
    expect(codeIn(form)).toContain(
      `<div data-quoteway="job" data-business="${BUSINESS_ID}"></div>`,
    );
  });

  it('says when the profile cannot be read, and tries again', async () => {
    local.on(PROFILE, apiError(500, 'Database unavailable'));
    showPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    local.on(PROFILE, { body: myProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your business card' })).toBeTruthy();
  });
});
