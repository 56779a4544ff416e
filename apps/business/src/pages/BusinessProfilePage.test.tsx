import '../test/platformFiles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../console';
import { businessUser, galleryPhoto, type MyProfileResult, myProfile } from '../test/fixtures';
import { type ApiAnswer, apiError, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { BusinessProfilePage } from './BusinessProfilePage';

const local = serveLocalApi();
const PROFILE = 'GET /api/business/profile';
const SAVE = 'PUT /api/business/profile';

/** The profile the local API holds: GET answers it, changes replace it. */
let saved: MyProfileResult;

beforeEach(() => {
  saved = myProfile();
  local.on(PROFILE, () => ({ body: saved }));
});

function showProfile(extra: Partial<ConsoleServices> = {}) {
  const refreshed: string[] = [];
  const { services, toasts } = consoleServices({
    api: local.client(),
    user: businessUser(),
    refreshUser: () => refreshed.push('me'),
    ...extra,
  });
  renderConsole(
    { path: '/leads/my-business-profile', element: <BusinessProfilePage /> },
    '/leads/my-business-profile',
    services,
  );
  return { toasts, refreshed };
}

/** Resolves when the test says so: an answer held back to see the pending state. */
function holdBack() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** The text that describes a field (its hint and its error), as a screen reader reads it. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A text field by its accessible name (a required field's marker is not part of it). */
const field = (name: string) => screen.getByRole('textbox', { name });

const type = (name: string | HTMLElement, value: string) =>
  fireEvent.change(typeof name === 'string' ? field(name) : name, { target: { value } });

function choose(label: string, ...files: File[]) {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

const photo = (name: string, bytes = 'jpeg bytes', mime = 'image/jpeg') =>
  new File([bytes], name, { type: mime });

const region = (name: string) => screen.getByRole('region', { name });

describe('BusinessProfilePage', () => {
  it('shows how complete the profile is, the verified number and what customers see', async () => {
    showProfile();
    const meter = await screen.findByRole('meter', { name: 'Profile strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('50');
    expect(meter.getAttribute('aria-valuetext')).toBe('50% complete');
    expect(screen.getByText('Your profile is 50% complete')).toBeTruthy();
    // One short hint per missing part, what customers notice first at the top: three at
    // first, the rest a click away.
    const meterSection = meter.closest('section') as HTMLElement;
    const hints = () =>
      within(meterSection)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(hints()).toEqual([
      '+Add your logo so customers recognise you',
      '+Show photos of your past work',
      '+List your licences and memberships, such as LBP',
    ]);
    const more = within(meterSection).getByRole('button', { name: 'Show 3 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(hints()).toEqual([
      '+Add your logo so customers recognise you',
      '+Show photos of your past work',
      '+List your licences and memberships, such as LBP',
      '+Set your opening hours',
      '+Add a cover photo for the top of your page',
      '+Add your website',
    ]);
    expect(
      within(meterSection)
        .getByRole('button', { name: 'Show fewer' })
        .getAttribute('aria-expanded'),
    ).toBe('true');

    const number = region('Business number');
    expect(within(number).getByText('Verified with the NZBN register on Nov 3, 2026')).toBeTruthy();
    expect(within(number).getByText('9429041234567')).toBeTruthy();

    const preview = region('How customers see you');
    expect(within(preview).getByText('Tane Plumbing')).toBeTruthy();
    expect(within(preview).getByText('Verified business')).toBeTruthy();
    expect(within(preview).getByText('Rated 4.8 out of 5 from 4 reviews')).toBeTruthy();
    expect(within(preview).getByText('Plumber')).toBeTruthy();
    expect(
      within(preview).getByText('Wellington Central, Wellington, travels up to 25 km'),
    ).toBeTruthy();
    const link = within(preview).getByRole('link', { name: 'View your public page' });
    expect(link.getAttribute('href')).toBe(`/b/${saved.business.slug}`);

    // The form starts from the saved profile; the description counts its characters.
    expect((field('Business name') as HTMLInputElement).value).toBe('Tane Plumbing');
    expect(screen.getByText('53 / 2000')).toBeTruthy();
    // Trades, area and hours as customers see them, each editor a disclosure away.
    const area = region('Trades, service area and hours');
    expect(within(area).getByText('Wellington Central, Wellington, up to 25 km away')).toBeTruthy();
    expect(within(area).getByText('Not set yet')).toBeTruthy();
    expect(within(area).getByText('Trades and service area', { selector: 'summary' })).toBeTruthy();
  });

  it('says plainly when the business number is not verified yet', async () => {
    saved = myProfile(
      { verified: false, verifiedAt: null },
      { missing: ['verification'], completeness: 90 },
    );
    showProfile();
    const number = await screen.findByRole('region', { name: 'Business number' });
    expect(within(number).getByText('Not verified yet')).toBeTruthy();
    expect(
      within(number).getByText(
        'The NZBN register has not confirmed your number yet. The Verified badge appears on your page as soon as it does.',
      ),
    ).toBeTruthy();
    expect(within(region('How customers see you')).getByText('Not verified yet')).toBeTruthy();
    // The hint takes keyboard focus to the section that explains it.
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Get your business number verified to earn the Verified badge',
      }),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Business number' }));
  });

  it('saves the details, licences and memberships included, and shows the saved profile', async () => {
    local.on(SAVE, (call) => {
      const body = call.body as unknown as MyProfileResult['business'];
      saved = myProfile({ ...body, website: body.website || null }, { completeness: 80 });
      return { body: saved };
    });
    const { toasts, refreshed } = showProfile();
    await screen.findByRole('textbox', { name: 'Business name' });
    type('Business name', 'Tane Plumbing & Gas');
    type('Description', 'Hot water cylinders, leaks and gas fitting.');
    expect(screen.getByText('43 / 2000')).toBeTruthy();
    // A website typed without https:// gets it when the field is left.
    type('Website', 'taneplumbing.co.nz');
    fireEvent.blur(field('Website'));
    expect((field('Website') as HTMLInputElement).value).toBe('https://taneplumbing.co.nz');
    const phone = field('Public phone (optional)');
    expect(descriptionOf(phone)).toContain('Without it, customers reach you by chat on Quoteway.');
    type(phone, '+64 21 555 0101');

    fireEvent.click(screen.getByRole('button', { name: 'Add a licence or membership' }));
    // The new row's name field takes focus.
    const names = () => screen.getAllByRole('textbox', { name: 'Licence or membership' });
    const numbers = () => screen.getAllByRole('textbox', { name: 'Number (optional)' });
    expect(document.activeElement).toBe(names()[0]);
    type(names()[0] as HTMLElement, 'LBP');
    type(numbers()[0] as HTMLElement, 'BP123456');
    fireEvent.click(screen.getByRole('button', { name: 'Add another licence or membership' }));
    type(names()[1] as HTMLElement, 'Temporary');
    fireEvent.click(screen.getByRole('button', { name: 'Add another licence or membership' }));
    type(names()[2] as HTMLElement, 'Master Plumbers');
    // Removing a row takes it out and gives focus back to the add button.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Temporary' }));
    expect(names().map((n) => (n as HTMLInputElement).value)).toEqual(['LBP', 'Master Plumbers']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add another licence or membership' }),
    );
    // A row left empty is dropped rather than refused.
    fireEvent.click(screen.getByRole('button', { name: 'Add another licence or membership' }));
    type('Year founded (optional)', '2009');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toasts).toEqual(['Your business profile has been saved']));
    expect(local.callsTo(SAVE)[0]?.body).toEqual({
      businessName: 'Tane Plumbing & Gas',
      description: 'Hot water cylinders, leaks and gas fitting.',
      website: 'https://taneplumbing.co.nz',
      publicPhone: '+64 21 555 0101',
      licences: [
        { name: 'LBP', number: 'BP123456' },
        { name: 'Master Plumbers', number: '' },
      ],
      yearFounded: 2009,
    });
    // The saved profile is what the preview and the meter show, without reading it again.
    expect(within(region('How customers see you')).getByText('Tane Plumbing & Gas')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('80');
    expect(local.callsTo(PROFILE)).toHaveLength(1);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    expect(names()).toHaveLength(2);
    // The header shows the business's name: the host reads the user again.
    expect(refreshed).toEqual(['me']);
  });

  it('checks the fields before sending and puts focus on the first problem', async () => {
    const { toasts } = showProfile();
    await screen.findByRole('textbox', { name: 'Business name' });
    type('Business name', 'T');
    type('Website', 'my site');
    fireEvent.blur(field('Website'));
    type('Year founded (optional)', '1700');
    fireEvent.click(screen.getByRole('button', { name: 'Add a licence or membership' }));
    type(field('Licence or membership'), 'X');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const name = field('Business name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toBe('Enter your business name (2 to 120 characters).');
    expect(document.activeElement).toBe(name);
    expect(descriptionOf(field('Website'))).toBe(
      'Enter a web address, such as https://taneplumbing.co.nz.',
    );
    expect(descriptionOf(field('Licence or membership'))).toBe(
      'Enter the licence or membership name (2 to 80 characters).',
    );
    expect(descriptionOf(field('Year founded (optional)'))).toMatch(
      /^Enter a year from 1850 to \d{4}\.$/,
    );
    expect(local.callsTo(SAVE)).toHaveLength(0);
    expect(toasts).toEqual([]);
  });

  it('shows the fields the server refused on those fields, licence rows included', async () => {
    saved = myProfile({
      licences: [
        { name: 'LBP', number: 'BP123456' },
        { name: 'Master Plumbers', number: '' },
      ],
    });
    local.on(
      SAVE,
      apiError(400, 'body.publicPhone: must be a valid mobile number for its country code', {
        fields: [
          {
            field: 'body.publicPhone',
            message: 'must be a valid mobile number for its country code',
          },
          { field: 'body.licences.1.number', message: 'Too big: expected at most 40 characters' },
        ],
      }),
    );
    const { toasts } = showProfile();
    await screen.findByRole('textbox', { name: 'Business name' });
    type('Public phone (optional)', '+64 12 555 0101');
    type(screen.getAllByRole('textbox', { name: 'Number (optional)' })[1] as HTMLElement, 'MP-77');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const phone = field('Public phone (optional)');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(phone)).toContain(
      'Enter a phone number with its country code, such as +64 21 123 4567.',
    );
    expect(document.activeElement).toBe(phone);
    const [first, second] = screen.getAllByRole('textbox', { name: 'Number (optional)' });
    expect(first?.getAttribute('aria-invalid')).toBeNull();
    expect(second?.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(second as HTMLElement)).toBe('Keep the number to 40 characters or fewer.');
    expect(field('Business name').getAttribute('aria-invalid')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('says when the server could not be reached, and keeps what was typed', async () => {
    local.on(SAVE, { drop: true });
    const { toasts } = showProfile();
    await screen.findByRole('textbox', { name: 'Business name' });
    type('Business name', 'Tane Plumbing Ltd');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const message = 'We could not reach the server. Check your connection and try again.';
    await waitFor(() => expect(toasts).toEqual([`error: ${message}`]));
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent === message) as HTMLElement;
    expect(document.activeElement).toBe(alert);
    expect((field('Business name') as HTMLInputElement).value).toBe('Tane Plumbing Ltd');
  });

  it('takes the business from each hint to where that part is edited', async () => {
    saved = myProfile(
      { professions: [], location: null },
      { missing: ['serviceArea', 'description', 'yearFounded', 'hours', 'logo', 'gallery'] },
    );
    local.on('GET /api/professions', {
      body: {
        categories: [{ slug: 'plumbing', name: 'Plumbing' }],
        professions: [
          { slug: 'plumber', name: 'Plumber', categorySlug: 'plumbing', baseCredits: 10 },
        ],
      },
    });
    local.on('GET /api/business/service-area', apiError(404, 'No service area yet'));
    showProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Show 3 more' }));
    const hint = async (name: string) =>
      fireEvent.click(await screen.findByRole('button', { name }));

    await hint('Add your logo so customers recognise you');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload logo' }));
    await hint('Describe your business: what you do and what you are good at');
    expect(document.activeElement).toBe(field('Description'));
    await hint('Say what year your business started');
    expect(document.activeElement).toBe(field('Year founded (optional)'));
    await hint('Show photos of your past work');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add photos' }));

    // Hours and area hints open their editors first.
    expect(screen.queryByRole('button', { name: 'Save business hours' })).toBeNull();
    await hint('Set your opening hours');
    expect(await screen.findByRole('button', { name: 'Save business hours' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText('Opening hours', { selector: 'summary' }));
    await hint('Choose your trades and where you work, so leads can find you');
    expect(await screen.findByRole('button', { name: 'Save service area' })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByText('Trades and service area', { selector: 'summary' }),
    );
  });

  it('reads the profile again after the hours are saved in place', async () => {
    local.on('PUT /api/update-business-hours', (call) => {
      saved = myProfile({ businessAlwaysOpen: true }, { missing: [], completeness: 100 });
      return {
        body: {
          user: businessUser({ businessAlwaysOpen: Boolean(call.body?.businessAlwaysOpen) }),
        },
      };
    });
    const { toasts } = showProfile();
    fireEvent.click(await screen.findByText('Opening hours', { selector: 'summary' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Always open (24/7)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save business hours' }));
    await waitFor(() => expect(toasts).toEqual(['Your business hours have been saved']));
    const area = region('Trades, service area and hours');
    expect(await within(area).findByText('Open 24 hours, 7 days')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
    expect(
      screen.getByText(
        'Your profile is complete. Customers see everything they need to choose you.',
      ),
    ).toBeTruthy();
    expect(local.callsTo(PROFILE)).toHaveLength(2);
  });

  it('uploads a logo as multipart field "image", showing it is uploading until the answer', async () => {
    const { held, release } = holdBack();
    local.on('POST /api/business/profile/images/logo', async () => {
      await held;
      saved = myProfile({ logoUrl: '/api/media/public/logo-000000000001.jpg' });
      return { body: saved };
    });
    const { toasts } = showProfile();
    await screen.findByRole('button', { name: 'Upload logo' });
    choose('Logo image file', photo('tane-logo.png', 'png bytes', 'image/png'));

    expect(await screen.findByText('Uploading your logo…')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Upload logo' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    release();

    await waitFor(() => expect(toasts).toEqual(['Your logo has been updated']));
    expect(local.callsTo('POST /api/business/profile/images/logo')[0]?.parts).toEqual([
      ['image', { filename: 'tane-logo.png', type: 'image/png', size: 9 }],
    ]);
    const images = region('Logo and cover photo');
    expect(within(images).getByRole('img', { name: 'Your logo' }).getAttribute('src')).toBe(
      '/api/media/public/logo-000000000001.jpg',
    );
    expect(within(images).getByRole('button', { name: 'Replace logo' })).toBeTruthy();
    // The preview shows the new logo too.
    expect(
      within(region('How customers see you'))
        .getByRole('img', { name: 'Tane Plumbing logo' })
        .getAttribute('src'),
    ).toBe('/api/media/public/logo-000000000001.jpg');
    expect(screen.queryByText('Uploading your logo…')).toBeNull();
  });

  it('says why a picture was refused: not an image, or too large', async () => {
    const answers: ApiAnswer[] = [
      // The server reads the bytes: a refusal names the image field (or is a 415).
      apiError(400, 'body.image: must be a JPEG, PNG, WebP, GIF or AVIF picture', {
        fields: [
          { field: 'body.image', message: 'must be a JPEG, PNG, WebP, GIF or AVIF picture' },
        ],
      }),
      apiError(415, 'Unsupported Media Type'),
      {
        status: 413,
        body: {
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'body.image: must be at most 10 MB',
          fields: [{ field: 'body.image', message: 'must be at most 10 MB' }],
        },
      },
    ];
    local.on('POST /api/business/profile/images/cover', () => answers.shift() ?? apiError(500, ''));
    showProfile();
    await screen.findByRole('button', { name: 'Upload cover photo' });
    const images = () => region('Logo and cover photo');

    // A file that is plainly no picture is refused before anything is sent.
    choose('Cover photo file', photo('quote.pdf', '%PDF-1.7', 'application/pdf'));
    const notAnImage = 'That file is not a photo we can use. Choose a JPEG, PNG or WebP photo.';
    expect(await within(images()).findByText(notAnImage)).toBeTruthy();
    expect(local.callsTo('POST /api/business/profile/images/cover')).toHaveLength(0);

    // The server reads the bytes: a renamed file is refused there.
    choose('Cover photo file', photo('cover.jpg', 'not really a jpeg'));
    await waitFor(() =>
      expect(local.callsTo('POST /api/business/profile/images/cover')).toHaveLength(1),
    );
    expect((await within(images()).findByRole('alert')).textContent).toBe(notAnImage);

    choose('Cover photo file', photo('cover.webp', 'not really a webp', 'image/webp'));
    await waitFor(() =>
      expect(local.callsTo('POST /api/business/profile/images/cover')).toHaveLength(2),
    );
    expect((await within(images()).findByRole('alert')).textContent).toBe(notAnImage);

    choose('Cover photo file', photo('huge.jpg'));
    await waitFor(() =>
      expect(within(images()).getByRole('alert').textContent).toBe(
        'That photo is larger than 10 MB. Choose a smaller one.',
      ),
    );
    expect(within(images()).getByText('No cover photo yet')).toBeTruthy();
  });

  it('removes the logo after asking, and moves focus to the upload button', async () => {
    saved = myProfile({
      logoUrl: '/api/media/public/logo-000000000001.jpg',
      coverUrl: '/api/media/public/cover-00000000001.jpg',
    });
    local.on('DELETE /api/business/profile/images/logo', () => {
      saved = myProfile({ coverUrl: '/api/media/public/cover-00000000001.jpg' });
      return { body: saved };
    });
    const { toasts } = showProfile();
    // Cancelling asks nothing of the server and gives focus back.
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cover photo' }));
    expect(screen.getByRole('group', { name: 'Remove your cover photo?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove cover photo' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    const question = screen.getByRole('group', {
      name: 'Remove your logo? Customers will see your initials instead.',
    });
    const confirm = within(question).getByRole('button', { name: 'Remove logo' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts).toEqual(['Your logo has been removed']));
    expect(local.callsTo('DELETE /api/business/profile/images/logo')).toHaveLength(1);
    expect(screen.getByText('No logo yet')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload logo' }));
    expect(screen.getByRole('img', { name: 'Your cover photo' })).toBeTruthy();
  });

  it('adds captioned photos one after another, caption before image, with their progress', async () => {
    const { held, release } = holdBack();
    let added = 0;
    local.on('POST /api/business/profile/photos', async (call) => {
      added += 1;
      if (added === 1) await held;
      const caption = String(call.parts?.[0]?.[1] ?? '');
      const photos = [...saved.business.gallery, galleryPhoto(added, { caption })];
      saved = myProfile({ gallery: photos });
      return { body: photos[photos.length - 1] };
    });
    const { toasts } = showProfile();
    expect(await screen.findByText('No photos yet (up to 20)')).toBeTruthy();
    choose('Photo files to add', photo('deck.jpg'), photo('bathroom.heic', 'heic bytes', ''));

    const deck = screen.getByLabelText('Caption for deck.jpg');
    expect(document.activeElement).toBe(deck);
    type(deck, 'New deck in Karori');
    type('Caption for bathroom.heic', 'Bathroom renovation');
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 photos to the gallery' }));
    expect(await screen.findByText('Uploading photo 1 of 2…')).toBeTruthy();
    release();

    await waitFor(() => expect(toasts).toEqual(['2 photos added to your gallery']));
    const posts = local.callsTo('POST /api/business/profile/photos');
    expect(posts.map((p) => p.parts)).toEqual([
      [
        ['caption', 'New deck in Karori'],
        ['image', { filename: 'deck.jpg', type: 'image/jpeg', size: 10 }],
      ],
      [
        ['caption', 'Bathroom renovation'],
        ['image', { filename: 'bathroom.heic', type: 'application/octet-stream', size: 10 }],
      ],
    ]);
    const gallery = await screen.findByRole('list', { name: 'Your gallery' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['New deck in Karori', 'Bathroom renovation']);
    expect(screen.getByText('2 of 20 photos')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Photos to add' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add photos' }));
  });

  it('keeps a photo the full gallery refused, with the reason, and adds the others', async () => {
    saved = myProfile({ gallery: Array.from({ length: 18 }, (_, i) => galleryPhoto(i + 1)) });
    let posted = 0;
    local.on('POST /api/business/profile/photos', () => {
      posted += 1;
      if (posted > 1) return apiError(409, 'The gallery already has 20 photos');
      const photos = [...saved.business.gallery, galleryPhoto(19)];
      saved = myProfile({ gallery: photos });
      return { body: photos[18] };
    });
    const { toasts } = showProfile();
    expect(await screen.findByText('18 of 20 photos')).toBeTruthy();
    // With photos already there, the meter asks for a few more rather than for some.
    expect(
      screen.getByRole('button', { name: 'Add a few more photos of your past work' }),
    ).toBeTruthy();
    // Only two more fit: the third chosen is left out, and the business is told.
    choose('Photo files to add', photo('a.jpg'), photo('b.jpg'), photo('c.jpg'));
    expect(
      screen.getByText('Only 2 more photos fit in your gallery, so we kept the first 2.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Caption for c.jpg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 photos to the gallery' }));

    await waitFor(() => expect(toasts).toEqual(['1 photo added to your gallery']));
    const waiting = screen.getByLabelText('Caption for b.jpg');
    expect(descriptionOf(waiting)).toContain(
      'Your gallery is full (20 photos). Remove a photo to add another.',
    );
    expect(document.activeElement).toBe(waiting);
    expect(screen.queryByLabelText('Caption for a.jpg')).toBeNull();
    expect(await screen.findByText('19 of 20 photos')).toBeTruthy();
  });

  it('offers no more uploads when the gallery is full, and removes a photo after asking', async () => {
    saved = myProfile({ gallery: Array.from({ length: 20 }, (_, i) => galleryPhoto(i + 1)) });
    local.on(`DELETE /api/business/profile/photos/${galleryPhoto(2)._id}`, () => {
      saved = myProfile({
        gallery: saved.business.gallery.filter((p) => p._id !== galleryPhoto(2)._id),
      });
      return { body: { message: 'Photo removed' } };
    });
    const { toasts } = showProfile();
    expect(await screen.findByText('20 of 20 photos')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add photos' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(descriptionOf(add)).toBe(
      'Your gallery is full (20 photos). Remove a photo to add another.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Job 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(toasts).toEqual(['The photo has been removed from your gallery']));
    expect(await screen.findByText('19 of 20 photos')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Job 2' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Add photos' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says when the profile could not be read, and tries again', async () => {
    let attempts = 0;
    local.on(PROFILE, () => {
      attempts += 1;
      return attempts === 1 ? apiError(500, 'The database is not answering') : { body: saved };
    });
    showProfile();
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not answering');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter', { name: 'Profile strength' })).toBeTruthy();
  });
});
