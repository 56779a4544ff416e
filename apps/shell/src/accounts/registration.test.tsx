import { REDIRECT_DELAY_MS } from '@quoteway/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { apiError, type ApiAnswer, serveLocalApi, settleUntil } from '../test/localApi';
import { renderPageAt, sessionUser } from '../test/renderApp';

const localApi = serveLocalApi();

const professions = {
  categories: [{ slug: 'building', name: 'Building & Construction' }],
  professions: [
    { slug: 'plumber', name: 'Plumber', categorySlug: 'building', baseCredits: 10 },
    { slug: 'builder', name: 'Builder', categorySlug: 'building', baseCredits: 12 },
  ],
};

const wellington = {
  id: 4321,
  country: 'NZ',
  postcode: '6011',
  locality: 'Wellington Central',
  region: 'Wellington',
  territory: 'Wellington City',
  island: 'North Island',
  lat: -41.29,
  lng: 174.78,
};

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

const change = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The text that describes an input (its error, tied with aria-describedby). */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function pickWellington() {
  const place = screen.getByRole('combobox', { name: /Location/ });
  fireEvent.change(place, { target: { value: 'Welling' } });
  const option = await screen.findByRole('option', { name: /Wellington Central/ });
  fireEvent.mouseDown(option);
  expect((place as HTMLInputElement).value).toBe('Wellington Central, Wellington 6011');
}

async function fillBusinessForm() {
  await screen.findByRole('option', { name: 'Plumber' });
  change(/Business name/, 'Tane Plumbing');
  fireEvent.change(screen.getByLabelText(/Trade/), { target: { value: 'plumber' } });
  change(/Business NZBN/, '9429041925676');
  await pickWellington();
  change(/Your name/, 'Tane Mahuta');
  change(/Designation/, 'Owner');
  change(/Mobile number/, '21 123 4567');
  change(/E-mail address/, 'tane@plumbing.example.nz');
  change(/^Password/, 'kauri-forest-giant');
  change(/Confirm Password/, 'kauri-forest-giant');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localApi.on('GET /api/professions', { body: professions });
  localApi.on('GET /api/localities', ({ query }) => ({
    body: { localities: query.get('q')?.startsWith('Well') ? [wellington] : [] },
  }));
});

afterEach(() => {
  vi.useRealTimers();
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('business registration (/signup-business)', () => {
  it('sends the business with the chosen locality id and says an e-mail is on its way', async () => {
    localApi.on('POST /api/register/user', {
      status: 201,
      body: { success: 'You have been sent a verification email. Please check you email' },
    });
    await renderPageAt('/signup-business');
    await fillBusinessForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register business' }));
    expect(
      await screen.findByRole('heading', {
        name: 'You have been sent a verification email. Please check your email',
      }),
    ).toBeTruthy();
    // The form is gone: the next step is to open the link.
    expect(screen.queryByRole('button', { name: 'Register business' })).toBeNull();
    expect(screen.getByText('tane@plumbing.example.nz')).toBeTruthy();
    // The spec's sign-up toast, once.
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getAllByText('Account successfully created')).toHaveLength(1);
    const sent = localApi.callsTo('POST /api/register/user')[0]?.body;
    expect(sent).toMatchObject({
      acceptTerms: true,
      userType: 'Business User',
      userName: 'Tane Mahuta',
      email: 'tane@plumbing.example.nz',
      businessName: 'Tane Plumbing',
      businessProfession: 'plumber',
      businessABN: '9429041925676',
      country: 'NZ',
      designation: 'Owner',
      mobile: '+64 21 123 4567',
      location: 4321,
    });
    expect(sent?.password).not.toBe('kauri-forest-giant');
  });

  it('checks the password policy before sending anything', async () => {
    await renderPageAt('/signup-business');
    await fillBusinessForm();
    const password = screen.getByLabelText(/^Password/);
    for (const [typed, complaint] of [
      ['kiwi', 'Use at least 8 characters'],
      ['password', 'This password is too common'],
      ['tane@plumbing.example.nz', 'Do not use your e-mail address as the password'],
    ]) {
      change(/^Password/, typed as string);
      change(/Confirm Password/, typed as string);
      fireEvent.click(screen.getByRole('button', { name: 'Register business' }));
      await waitFor(() => expect(describedText(password)).toContain(complaint));
    }
    expect(localApi.callsTo('POST /api/register/user')).toEqual([]);
  });

  it('says at once when the mobile number does not fit the country code', async () => {
    await renderPageAt('/signup-business');
    await screen.findByRole('option', { name: 'Plumber' });
    const mobile = screen.getByLabelText(/Mobile number/);
    change(/Mobile number/, '12 345');
    fireEvent.blur(mobile);
    await waitFor(() =>
      expect(describedText(mobile)).toContain('Enter a valid mobile number for +64'),
    );
    change(/Mobile number/, '21 123 4567');
    fireEvent.blur(mobile);
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it("puts the server's field errors under their inputs and focuses the first", async () => {
    localApi.on(
      'POST /api/register/user',
      fieldErrors([
        ['body.mobile', 'must be a valid mobile number for its country code'],
        ['body.businessABN', 'Business Number is not valid'],
        ['body.password', 'Password is too common; choose one that is harder to guess'],
      ]),
    );
    await renderPageAt('/signup-business');
    await fillBusinessForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register business' }));
    const number = screen.getByLabelText(/Business NZBN/);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(number)).toContain('Business Number is not valid');
    const mobile = screen.getByLabelText(/Mobile number/);
    expect(describedText(mobile)).toContain('must be a valid mobile number for its country code');
    expect(describedText(screen.getByLabelText(/^Password/))).toContain('Password is too common');
    // The business number comes first in the form.
    expect(document.activeElement).toBe(number);
  });

  it('asks for what is missing, first field focused, without calling the server', async () => {
    await renderPageAt('/signup-business');
    await screen.findByRole('option', { name: 'Plumber' });
    fireEvent.click(screen.getByRole('button', { name: 'Register business' }));
    const name = screen.getByLabelText(/Business name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedText(name)).toContain("Enter your business's name");
    expect(describedText(screen.getByRole('combobox', { name: /Location/ }))).toContain(
      'Choose your location from the list',
    );
    expect(localApi.callsTo('POST /api/register/user')).toHaveLength(0);
  });

  it('says when the two passwords differ as the user leaves the second', async () => {
    await renderPageAt('/signup-business');
    change(/^Password/, 'kauri-forest-giant');
    change(/Confirm Password/, 'kauri-forest');
    fireEvent.blur(screen.getByLabelText(/Confirm Password/));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
  });

  it("checks the business number as the user leaves it and shows the register's message", async () => {
    localApi.on('GET /api/business-number/check', ({ query }) => ({
      body:
        query.get('number') === '9429041925676'
          ? { valid: true, message: 'Business Number is Registered', status: 'verified' }
          : { valid: false, message: 'Business Number is not valid', status: 'rejected' },
    }));
    await renderPageAt('/signup-business');
    const number = screen.getByLabelText(/Business NZBN/);
    fireEvent.change(number, { target: { value: '9429041925670' } });
    fireEvent.blur(number);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(number)).toContain('Business Number is not valid');

    fireEvent.change(number, { target: { value: '9429041925676' } });
    fireEvent.blur(number);
    await waitFor(() => expect(describedText(number)).toContain('Business Number is Registered'));
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(localApi.callsTo('GET /api/business-number/check')[1]?.query.get('country')).toBe('NZ');
  });

  it('follows the country: labels, calling code and the localities searched', async () => {
    await renderPageAt('/signup-business');
    fireEvent.change(screen.getByLabelText(/^Country\*?$/), { target: { value: 'AU' } });
    expect(screen.getByLabelText(/Business ABN \/ ACN/)).toBeTruthy();
    expect((screen.getByLabelText(/Country code/) as HTMLSelectElement).value).toBe('+61');
    fireEvent.change(screen.getByRole('combobox', { name: /Location/ }), {
      target: { value: 'Sydney' },
    });
    await waitFor(() => expect(localApi.callsTo('GET /api/localities')).toHaveLength(1));
    expect(localApi.callsTo('GET /api/localities')[0]?.query.get('country')).toBe('AU');
  });

  it('picks a place with the keyboard', async () => {
    await renderPageAt('/signup-business');
    const place = screen.getByRole('combobox', { name: /Location/ });
    fireEvent.change(place, { target: { value: 'Welling' } });
    await screen.findByRole('option', { name: /Wellington Central/ });
    expect(place.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(place, { key: 'ArrowDown' });
    expect(place.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Wellington Central/ }).id,
    );
    fireEvent.keyDown(place, { key: 'Enter' });
    expect((place as HTMLInputElement).value).toBe('Wellington Central, Wellington 6011');
    expect(place.getAttribute('aria-expanded')).toBe('false');
  });

  it('registers the business of a signed-in customer through /api/register/business', async () => {
    const customer = customerUser();
    localApi.on('POST /api/auth/me', { body: { user: customer, card: null } });
    localApi.on('POST /api/register/business', { body: { user: businessUser() } });
    useSession.getState().signIn('tok', customer, true);
    const { router } = await renderPageAt('/signup-business');
    expect(await screen.findByRole('heading', { name: 'Register my business' })).toBeTruthy();
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await screen.findByRole('option', { name: 'Plumber' });
    change(/Business name/, 'Aroha Gardens');
    fireEvent.change(screen.getByLabelText(/Trade/), { target: { value: 'builder' } });
    change(/Business NZBN/, '9429041925676');
    await pickWellington();
    change(/Mobile number/, '21 765 4321');
    fireEvent.click(screen.getByRole('button', { name: 'Register my business' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/tab'));
    expect(localApi.callsTo('POST /api/register/business')[0]?.headers.authorization).toBe(
      'Bearer tok',
    );
    expect(localApi.callsTo('POST /api/register/business')[0]?.body).toMatchObject({
      businessName: 'Aroha Gardens',
      businessProfession: 'builder',
      location: 4321,
      mobile: '+64 21 765 4321',
    });
    expect(localApi.callsTo('POST /api/register/user')).toHaveLength(0);
    expect(sessionUser()?.userType).toBe('Business User');
  });
});

describe('customer registration (/signup)', () => {
  function fillCustomer() {
    change(/Your name/, 'Aroha Ngata');
    change(/E-mail address/, 'aroha@example.nz');
    change(/^Password/, 'harakeke-weaving');
    change(/Confirm Password/, 'harakeke-weaving');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('registers a customer', async () => {
    localApi.on('POST /api/register/user', {
      status: 201,
      body: { success: 'You have been sent a verification email. Please check you email' },
    });
    await renderPageAt('/signup');
    fillCustomer();
    const next = await screen.findByRole('heading', {
      name: 'You have been sent a verification email. Please check your email',
    });
    expect(document.activeElement).toBe(next);
    // The form is replaced by the next step: the address, what to do, the way to sign in.
    expect(screen.queryByRole('form', { name: 'Create your account' })).toBeNull();
    expect(screen.getByText('aroha@example.nz')).toBeTruthy();
    expect(screen.getByText(/look in your spam or junk folder/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(localApi.callsTo('POST /api/register/user')[0]?.body).toMatchObject({
      userType: 'Customer User',
      userName: 'Aroha Ngata',
      email: 'aroha@example.nz',
      acceptTerms: true,
    });
  });

  it('clears an error as soon as its field is filled', async () => {
    await renderPageAt('/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const name = screen.getByLabelText(/Your name/);
    const email = screen.getByLabelText(/E-mail address/);
    await waitFor(() => expect(describedText(name)).toContain('Enter your name'));
    expect(describedText(email)).toContain('Enter your e-mail address');
    change(/Your name/, 'A');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Enter your name')).toBeNull();
    // The other fields keep theirs until they are fixed.
    expect(describedText(email)).toContain('Enter your e-mail address');
    change(/E-mail address/, 'aroha@example.nz');
    expect(screen.queryByText('Enter your e-mail address')).toBeNull();
  });

  it('shows the password rules, met or not, as the password is typed', async () => {
    await renderPageAt('/signup');
    const rules = screen.getByRole('list', { name: 'What the password needs' });
    const states = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(states()).toEqual([
      'At least 8 characters (not met yet)',
      'Not a common password (not met yet)',
      'Not your e-mail address (not met yet)',
    ]);
    change(/E-mail address/, 'aroha@example.nz');
    change(/^Password/, 'password');
    expect(states()).toEqual([
      'At least 8 characters (met)',
      'Not a common password (not met yet)',
      'Not your e-mail address (met)',
    ]);
    change(/^Password/, 'aroha');
    expect(states()).toEqual([
      'At least 8 characters (not met yet)',
      'Not a common password (met)',
      'Not your e-mail address (not met yet)',
    ]);
    change(/^Password/, 'harakeke-weaving');
    expect(states()).toEqual([
      'At least 8 characters (met)',
      'Not a common password (met)',
      'Not your e-mail address (met)',
    ]);
  });

  it('needs the consent to the Terms of Use and the Privacy Policy', async () => {
    await renderPageAt('/signup');
    change(/Your name/, 'Aroha Ngata');
    change(/E-mail address/, 'aroha@example.nz');
    change(/^Password/, 'harakeke-weaving');
    change(/Confirm Password/, 'harakeke-weaving');
    const consent = screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ });
    const form = within(screen.getByRole('form', { name: 'Create your account' }));
    expect(form.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/policy/1');
    expect(form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/policy/0',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(describedText(consent)).toContain(
        'Tick the box to agree to the Terms of Use and the Privacy Policy',
      ),
    );
    expect(document.activeElement).toBe(consent);
    expect(localApi.callsTo('POST /api/register/user')).toEqual([]);
    fireEvent.click(consent);
    expect(consent.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows any other refusal as the form error', async () => {
    localApi.on(
      'POST /api/register/user',
      apiError(409, 'An account with this e-mail already exists'),
    );
    await renderPageAt('/signup');
    fillCustomer();
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'An account with this e-mail already exists',
    );
  });

  it('puts a rejected e-mail under its input', async () => {
    localApi.on(
      'POST /api/register/user',
      fieldErrors([['body.email', 'must be a valid e-mail address']]),
    );
    await renderPageAt('/signup');
    fillCustomer();
    const email = screen.getByLabelText(/E-mail address/);
    await waitFor(() => expect(describedText(email)).toContain('must be a valid e-mail address'));
    expect(document.activeElement).toBe(email);
  });

  it('reactivates a deleted account, then goes to /home after 3 s', async () => {
    localApi.on(
      'POST /api/register/user',
      apiError(409, 'Deleted User Detected', { reactivationToken: 'react-9' }),
    );
    localApi.on('POST /api/activate-account', {
      body: { message: 'Your account has been reactivated :)' },
    });
    const { router } = await renderPageAt('/signup');
    fillCustomer();
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivated User Detected' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, activate it!' }));
    await settleUntil(() => useNotifications.getState().message !== '');
    expect(screen.getByText('Your account has been reactivated :)')).toBeTruthy();
    expect(localApi.callsTo('POST /api/activate-account')[0]?.body).toEqual({
      email: 'aroha@example.nz',
      reactivationToken: 'react-9',
    });
    await act(async () => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/signup');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('without a token, says what the server did (an e-mail was sent)', async () => {
    localApi.on('POST /api/register/user', apiError(409, 'Deleted User Detected'));
    localApi.on('POST /api/activate-account', {
      body: { message: 'We have sent you an e-mail to reactivate your account' },
    });
    const { router } = await renderPageAt('/signup');
    fillCustomer();
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivated User Detected' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, activate it!' }));
    expect(
      await screen.findByText('We have sent you an e-mail to reactivate your account'),
    ).toBeTruthy();
    expect(localApi.callsTo('POST /api/activate-account')[0]?.body).toEqual({
      email: 'aroha@example.nz',
    });
    expect(router.state.location.pathname).toBe('/signup');
  });
});
