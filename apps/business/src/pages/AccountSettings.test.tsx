import { AccountSettings } from '@quoteway/account-forms/settings';
import type { AuthUser } from '@quoteway/api-client';
import type { Locale } from '@quoteway/i18n';
import { getThemeStore } from '@quoteway/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../console';
import { businessUser, uuid } from '../test/fixtures';
import { apiError, type ApiAnswer, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';

const localApi = serveLocalApi();

function fieldErrors(fields: Array<[string, string]>): ApiAnswer {
  return {
    status: 400,
    body: {
      statusCode: 400,
      error: 'Bad Request',
      message: fields.map(([f, m]) => `${f}: ${m}`).join('; '),
      fields: fields.map(([field, message]) => ({ field, message })),
    },
  };
}

/** The text that describes an input (its error, tied with aria-describedby). */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const change = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function renderSettings(user: AuthUser, extra: Partial<ConsoleServices> = {}) {
  const users: AuthUser[] = [];
  const { services } = consoleServices({
    api: localApi.client(),
    user,
    onUserChange: (next) => users.push(next),
    ...extra,
  });
  renderConsole(
    { path: '/leads/settings', element: <AccountSettings /> },
    '/leads/settings',
    services,
  );
  return { users };
}

const user = businessUser({ mobile: '+64 21 111 2222', theme: 'system', locale: 'en' });

afterEach(() => getThemeStore().setChoice('system'));

describe('account settings', () => {
  it('saves the name, and shows the server refusal under the name', async () => {
    localApi.on('PUT /api/update-user-field', ({ body }) =>
      body?.value === 'X!'
        ? fieldErrors([['body.value', 'must be at least 2 characters']])
        : { body: { user: { ...user, userName: body?.value } } },
    );
    const { users } = renderSettings(user);
    const name = within(section('Name')).getByLabelText(/Your name/);
    change(name, '  Tane Mahuta ');
    fireEvent.click(within(section('Name')).getByRole('button', { name: 'Save name' }));
    expect(await within(section('Name')).findByText('Your name has been saved.')).toBeTruthy();
    expect(localApi.callsTo('PUT /api/update-user-field')[0]?.body).toEqual({
      field: 'userName',
      value: 'Tane Mahuta',
    });
    expect(users.at(-1)?.userName).toBe('Tane Mahuta');

    change(name, 'X!');
    fireEvent.click(within(section('Name')).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(describedText(name)).toContain('must be at least 2 characters'));
    expect(document.activeElement).toBe(name);
  });

  it('starts an e-mail change with the current password, and says where the link went', async () => {
    localApi.on('POST /api/account/email', ({ body }) =>
      body?.email === 'taken@example.nz'
        ? fieldErrors([['body.email', 'An account with this e-mail already exists']])
        : { body: { message: 'sent' } },
    );
    const refreshed: number[] = [];
    renderSettings(user, { refreshUser: () => refreshed.push(1) });
    const email = within(section('E-mail'));
    expect(email.getByText('tane@plumbing.example.nz')).toBeTruthy();
    const toggle = email.getByRole('button', { name: 'Change e-mail' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    change(email.getByLabelText(/New e-mail address/), 'taken@example.nz');
    change(email.getByLabelText(/Current password/), 'kauri-forest-giant');
    fireEvent.click(email.getByRole('button', { name: 'Send the link' }));
    const field = email.getByLabelText(/New e-mail address/);
    await waitFor(() =>
      expect(describedText(field)).toContain('An account with this e-mail already exists'),
    );

    change(field, 'new@plumbing.example.nz');
    fireEvent.click(email.getByRole('button', { name: 'Send the link' }));
    expect(
      await email.findByText(
        'We sent a link to new@plumbing.example.nz. Open it to finish the change.',
      ),
    ).toBeTruthy();
    const sent = localApi.callsTo('POST /api/account/email')[1]?.body;
    expect(sent?.email).toBe('new@plumbing.example.nz');
    // The client encrypts the password in transit.
    expect(typeof sent?.password).toBe('string');
    expect(sent?.password).not.toBe('kauri-forest-giant');
    expect(refreshed).toHaveLength(1);
    expect(email.getByText(/Waiting for you to open the link/).textContent).toContain(
      'new@plumbing.example.nz',
    );
  });

  it('shows the e-mail waiting for its link', () => {
    renderSettings({ ...user, pendingEmail: 'next@plumbing.example.nz' });
    expect(
      within(section('E-mail')).getByText(/Waiting for you to open the link/).textContent,
    ).toContain('next@plumbing.example.nz');
  });

  it('proves a new mobile number with a texted code, then saves it with the proof', async () => {
    const id = uuid(77);
    localApi.on('POST /api/phone-verifications', {
      body: { verificationId: id, expiresAt: '2030-01-01T00:00:00.000Z' },
    });
    localApi.on(`POST /api/phone-verifications/${id}/confirm`, ({ body }) =>
      body?.code === '123456'
        ? { body: { verified: true } }
        : apiError(400, 'That is not the code we sent. Check the text message and try again.'),
    );
    localApi.on('PUT /api/update-user-field', ({ body }) => ({
      body: { user: { ...user, mobile: body?.value } },
    }));
    const { users } = renderSettings(user);
    const mobile = within(section('Mobile'));
    expect(mobile.getByText('+64 21 111 2222')).toBeTruthy();
    fireEvent.click(mobile.getByRole('button', { name: 'Change mobile number' }));
    change(mobile.getByLabelText(/Mobile number/), '021 555 0198');
    fireEvent.click(mobile.getByRole('button', { name: 'Send code' }));
    const code = await mobile.findByLabelText(/6-digit code/);
    expect(localApi.callsTo('POST /api/phone-verifications')[0]?.body).toEqual({
      mobile: '+64 21 555 0198',
    });
    await waitFor(() => expect(document.activeElement).toBe(code));
    // The resend waits for the text to have had time to arrive.
    expect(
      (mobile.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    change(code, '999999');
    fireEvent.click(mobile.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(describedText(code)).toContain('That is not the code we sent.'));
    change(code, '123456');
    fireEvent.click(mobile.getByRole('button', { name: 'Confirm' }));
    expect(await mobile.findByText('Your mobile number has been changed.')).toBeTruthy();
    expect(localApi.callsTo(`POST /api/phone-verifications/${id}/confirm`).at(-1)?.body).toEqual({
      code: '123456',
    });
    expect(localApi.callsTo('PUT /api/update-user-field')[0]?.body).toEqual({
      field: 'mobile',
      value: '+64 21 555 0198',
      verificationId: id,
    });
    expect(users.at(-1)?.mobile).toBe('+64 21 555 0198');
  });

  it('changes the password with its rules shown live, and places the refusal', async () => {
    localApi.on('POST /api/account/password', () =>
      localApi.callsTo('POST /api/account/password').length === 1
        ? fieldErrors([
            ['body.password', 'Password is too common; choose one that is harder to guess'],
          ])
        : { body: { message: 'Your password has been changed' } },
    );
    renderSettings(user);
    const password = within(section('Password'));
    const rules = password.getByRole('list', { name: 'What the password needs' });
    const met = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'false', 'false']);
    const next = password.getByLabelText(/^New password/);
    change(next, 'tane');
    expect(met()).toEqual(['false', 'true', 'false']);
    change(next, 'totara-rimu-matai');
    expect(met()).toEqual(['true', 'true', 'true']);
    change(password.getByLabelText(/Current password/), 'kauri-forest-giant');
    change(password.getByLabelText(/Confirm new password/), 'totara-rimu-matai');
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(describedText(next)).toContain('Password is too common'));

    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(
      await password.findByText(
        'Your password has been changed. Your other devices have been signed out.',
      ),
    ).toBeTruthy();
    const sent = localApi.callsTo('POST /api/account/password')[1]?.body;
    expect(Object.keys(sent ?? {}).sort()).toEqual(['currentPassword', 'password']);
    expect(sent?.password).not.toBe('totara-rimu-matai');
  });

  it('sends a social account without a password to /set-password', () => {
    renderSettings({ ...user, hasPassword: false });
    const link = within(section('Password')).getByRole('link', { name: 'Set a password' });
    expect(link.getAttribute('href')).toBe('/set-password');
  });

  it('saves the theme to the account, shows it, and switches the language as the host does', async () => {
    localApi.on('PUT /api/update-user-field', ({ body }) => ({
      body: { user: { ...user, theme: body?.value } },
    }));
    const switched: Locale[] = [];
    renderSettings(user, {
      switchLanguage: async (locale) => {
        switched.push(locale);
      },
    });
    const appearance = within(section('Language and theme'));
    const language = appearance.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(Array.from(language.options).map((o) => o.textContent)).toEqual([
      'English',
      '中文',
      'Español',
      'Français',
      'Italiano',
      'العربية',
    ]);
    fireEvent.change(language, { target: { value: 'fr' } });
    fireEvent.click(appearance.getByRole('radio', { name: 'Dark' }));
    fireEvent.click(appearance.getByRole('button', { name: 'Save language and theme' }));
    expect(await appearance.findByText('Your language and theme have been saved.')).toBeTruthy();
    expect(localApi.callsTo('PUT /api/update-user-field').map((c) => c.body)).toEqual([
      { field: 'theme', value: 'dark' },
    ]);
    expect(getThemeStore().getState().choice).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(switched).toEqual(['fr']);
  });

  it('lists the notification topics the server names, with a text box where texts are offered', async () => {
    localApi.on('GET /api/account/notification-preferences', {
      body: {
        preferences: {
          'new-lead': { email: true, sms: false },
          'unread-messages': { email: true },
        },
        topics: ['new-lead', 'unread-messages'],
        smsTopics: ['new-lead'],
      },
    });
    localApi.on('PUT /api/account/notification-preferences', ({ body }) => ({
      body: {
        preferences: (body as { preferences: unknown }).preferences,
        topics: ['new-lead', 'unread-messages'],
        smsTopics: ['new-lead'],
      },
    }));
    renderSettings(user);
    const notifications = within(section('Notifications'));
    const lead = await notifications.findByRole('group', {
      name: 'New leads that match my trades',
    });
    const chat = notifications.getByRole('group', { name: 'Chat messages I have not read' });
    expect(
      within(lead)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['new-lead-email', 'new-lead-sms']);
    expect(within(chat).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(lead).getByRole('checkbox', { name: 'Text message' }));
    fireEvent.click(within(chat).getByRole('checkbox', { name: 'E-mail' }));
    fireEvent.click(notifications.getByRole('button', { name: 'Save notification choices' }));
    expect(
      await notifications.findByText('Your notification choices have been saved.'),
    ).toBeTruthy();
    expect(localApi.callsTo('PUT /api/account/notification-preferences')[0]?.body).toEqual({
      preferences: {
        'new-lead': { email: true, sms: true },
        'unread-messages': { email: false },
      },
    });
  });

  it('lists the signed-in devices and signs another one out', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    let sessions = [
      {
        id: uuid(1),
        device: 'Firefox on Linux',
        createdAt: minutesAgo(90),
        lastUsedAt: minutesAgo(0),
        current: true,
      },
      {
        id: uuid(2),
        device: 'Chrome on Android',
        createdAt: minutesAgo(900),
        lastUsedAt: minutesAgo(180),
        current: false,
      },
    ];
    localApi.on('GET /api/account/sessions', () => ({ body: { sessions } }));
    localApi.on(`DELETE /api/account/sessions/${uuid(2)}`, () => {
      sessions = sessions.filter((s) => s.id !== uuid(2));
      return { body: { message: 'Signed out' } };
    });
    const signOuts: number[] = [];
    renderSettings(user, { signOut: () => signOuts.push(1) });
    const devices = within(section('Signed-in devices'));
    const items = await devices.findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Firefox on Linux');
    expect(items[0]?.textContent).toContain('This device');
    expect(items[1]?.textContent).toContain('Chrome on Android');
    expect(items[1]?.textContent).toContain('Last active 3 hours ago');
    expect(items[1]?.textContent).not.toContain('This device');

    fireEvent.click(devices.getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await devices.findByText('Chrome on Android has been signed out.')).toBeTruthy();
    expect(localApi.callsTo(`DELETE /api/account/sessions/${uuid(2)}`)).toHaveLength(1);
    await waitFor(() => expect(devices.getAllByRole('listitem')).toHaveLength(1));

    // This device signs out through the host's own sign-out.
    fireEvent.click(devices.getByRole('button', { name: 'Sign out' }));
    expect(signOuts).toEqual([1]);
  });

  it('lists only this device once a password change has signed the others out', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    let sessions = [
      {
        id: uuid(1),
        device: 'Firefox on Linux',
        createdAt: minutesAgo(90),
        lastUsedAt: minutesAgo(0),
        current: true,
      },
      {
        id: uuid(2),
        device: 'Chrome on Android',
        createdAt: minutesAgo(900),
        lastUsedAt: minutesAgo(180),
        current: false,
      },
    ];
    localApi.on('GET /api/account/sessions', () => ({ body: { sessions } }));
    localApi.on('POST /api/account/password', () => {
      // The server ends every other session with the change.
      sessions = sessions.filter((s) => s.current);
      return { body: { message: 'Your password has been changed' } };
    });
    renderSettings(user);
    const devices = within(section('Signed-in devices'));
    expect(await devices.findAllByRole('listitem')).toHaveLength(2);
    const password = within(section('Password'));
    change(password.getByLabelText(/Current password/), 'kauri-forest-giant');
    change(password.getByLabelText(/^New password/), 'totara-rimu-matai');
    change(password.getByLabelText(/Confirm new password/), 'totara-rimu-matai');
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText(/Your other devices have been signed out/)).toBeTruthy();
    await waitFor(() => expect(devices.getAllByRole('listitem')).toHaveLength(1));
    expect(devices.queryByText('Chrome on Android')).toBeNull();
  });

  it('downloads everything held about the person as a dated JSON file', async () => {
    const exported = {
      exportedAt: '2026-11-27T03:00:00.000Z',
      account: { email: 'tane@plumbing.example.nz' },
      business: null,
      sessions: [],
      jobs: [],
      quotes: [],
      messages: [{ text: 'Kia ora' }],
      reviews: [],
      ledger: [],
      purchases: [],
      notifications: [],
    };
    localApi.on('GET /api/account/export', { body: exported });
    const saved: Array<{ name: string; href: string }> = [];
    const blobs = new Map<string, Blob>();
    const { createObjectURL, revokeObjectURL } = URL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:quoteway/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    };
    try {
      renderSettings(user);
      const data = within(section('Your data'));
      expect(data.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
        '/policy/0',
      );
      expect(data.getByText(/Privacy Act 2020/)).toBeTruthy();
      fireEvent.click(data.getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      expect(saved[0]?.name).toBe(`quoteway-data-${day}.json`);
      const blob = blobs.get(saved[0]?.href ?? '');
      expect(blob?.type).toBe('application/json');
      expect(JSON.parse((await blob?.text()) ?? '')).toEqual(exported);
      expect(localApi.callsTo('GET /api/account/export')).toHaveLength(1);
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('opens the host’s delete dialog', () => {
    function Dialog({ open }: { open: boolean; onClose(): void }) {
      return open ? <p>host dialog open</p> : null;
    }
    renderSettings(user, { DeleteAccountDialog: Dialog });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('host dialog open')).toBeTruthy();
  });
});
