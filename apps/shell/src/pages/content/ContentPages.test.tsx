import type { ContentPage } from '@quoteway/api-client';
import { i18n } from '@quoteway/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../queryClient';
import { serveLocalApi } from '../../test/localApi';
import { renderAt } from '../../test/renderApp';

const localApi = serveLocalApi();

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

// A read still on its way when a test ends would reach the local API during the next one.
afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
});

const entry = (id: string, title: string, text: string, html = `<p>${text}</p>\n`) => ({
  id,
  title,
  text,
  html,
});

/** A page as the API answers it (the server renders the Markdown; see @quoteway/content). */
function contentPage(page: ContentPage['page'], changes: Partial<ContentPage> = {}): ContentPage {
  return {
    page,
    lang: 'en',
    dir: 'ltr',
    title: 'A page',
    description: 'What the page is about, in a sentence or two for search results.',
    updated: '2026-11-27',
    toc: false,
    intro: '<p>Read this first.</p>\n',
    sections: [],
    ...changes,
  };
}

const help = contentPage('help', {
  title: 'Help centre',
  toc: true,
  sections: [
    {
      ...entry('customers', 'For customers', ''),
      html: '',
      entries: [
        entry('customer-cost', 'Does it cost anything to post a job?', 'No, it is free.'),
        entry('hire', 'How do I hire a business?', 'Choose Hire on the quote you want.'),
        entry('cafe', 'Can my café post a job?', 'Yes, businesses can hire too.'),
      ],
    },
    {
      ...entry('businesses', 'For businesses', ''),
      html: '',
      entries: [
        entry(
          'credit-returns',
          'When do I get my credits back?',
          'Automatically, if the customer has not opened your quote within 48 hours.',
          '<p>Automatically, see <a href="/plans">Plans</a>.</p>\n',
        ),
        entry('five-quotes', 'Why can only five businesses quote?', 'So every quote has a chance.'),
      ],
    },
  ],
});

/** Answer the content route with these pages, by id. */
function servePages(...pages: ContentPage[]) {
  for (const page of pages) {
    localApi.on(`GET /api/content/${page.page}`, (call) => ({
      body: { ...page, lang: call.query.get('lang') },
    }));
  }
}

describe('the help centre', () => {
  it('shows both audiences’ questions with linkable headings and the date', async () => {
    servePages(help);
    renderAt('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(screen.getByText('27 November 2026').getAttribute('datetime')).toBe('2026-11-27');
    const question = screen.getByRole('heading', {
      level: 3,
      name: 'When do I get my credits back?',
    });
    expect(within(question).getByRole('link').getAttribute('href')).toBe('#credit-returns');
    expect(document.getElementById('credit-returns')?.contains(question)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(localApi.callsTo('GET /api/content/help')[0]?.query.get('lang')).toBe('en');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents).getByRole('link', { name: 'For businesses' }).getAttribute('href'),
    ).toBe('#businesses');
  });

  it('filters the questions of both audiences as you type, ignoring case and accents', async () => {
    servePages(help);
    renderAt('/help');
    const search = await screen.findByRole('searchbox', { name: 'Search the help centre' });

    fireEvent.change(search, { target: { value: 'QUOTE' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'How do I hire a business?',
      'When do I get my credits back?',
      'Why can only five businesses quote?',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 questions match');
    // Both audiences still show, each with its own matches; the contents hide while searching.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'For customers',
      'For businesses',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();

    fireEvent.change(search, { target: { value: 'Cafe' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Can my café post a job?',
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 question matches');

    fireEvent.change(search, { target: { value: '48 hours opened' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'When do I get my credits back?',
    ]);

    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when nothing matches, and offers a way to ask', async () => {
    servePages(help);
    renderAt('/help');
    const search = await screen.findByRole('searchbox', { name: 'Search the help centre' });
    fireEvent.change(search, { target: { value: 'parking tickets' } });
    expect(screen.getByText('No questions match “parking tickets”')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'help@quoteway.co.nz' }).getAttribute('href')).toBe(
      'mailto:help@quoteway.co.nz',
    );
    expect(screen.getByRole('status').textContent).toBe('0 questions match');
  });

  it('opens the site’s own links inside the text in the app', async () => {
    servePages(help);
    const { router } = renderAt('/help');
    fireEvent.click(await screen.findByRole('link', { name: 'Plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });
});

describe('the policies and information pages', () => {
  const faq = contentPage('faq', {
    title: 'Frequently asked questions',
    sections: [
      { ...entry('cost', 'How much does it cost to post a job?', 'Nothing.'), entries: [] },
      { ...entry('reach', 'How many businesses see my job?', 'At most five quote.'), entries: [] },
    ],
  });
  const privacy = contentPage('privacy', {
    title: 'Privacy Policy',
    toc: true,
    sections: [
      { ...entry('what-we-collect', 'What we collect', 'Your name.'), entries: [] },
      { ...entry('your-rights', 'Your rights', 'Access and correction.'), entries: [] },
    ],
  });

  it('asks the FAQ’s questions as headings, with the policies’ menu', async () => {
    servePages(faq);
    renderAt('/policy/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How much does it cost to post a job?',
      'How many businesses see my job?',
    ]);
    expect(screen.getByText('At most five quote.')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Policy pages' });
    expect(within(menu).getByRole('link', { name: "FAQ's" }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/policy/0',
    );
  });

  it('gives a long policy its table of contents', async () => {
    servePages(privacy);
    renderAt('/policy/0');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#what-we-collect', '#your-rights']);
    expect(document.title).toBe('Privacy Policy · Quoteway');
  });

  it('reads the page in the interface’s language, right to left in Arabic', async () => {
    servePages(
      contentPage('about', {
        lang: 'ar',
        dir: 'rtl',
        title: 'عن Quoteway',
        sections: [
          {
            ...entry(
              'sources',
              'مصادر البيانات',
              'GeoNames',
              '<p><a href="https://www.geonames.org/">GeoNames</a></p>',
            ),
            entries: [],
          },
        ],
      }),
    );
    i18n.loadAndActivate({ locale: 'ar', messages: {} });
    let view: ReturnType<typeof renderAt> | undefined;
    try {
      view = renderAt('/about');
      const title = await screen.findByRole('heading', { level: 1, name: 'عن Quoteway' });
      expect(title.closest('article')?.getAttribute('dir')).toBe('rtl');
      expect(localApi.callsTo('GET /api/content/about')[0]?.query.get('lang')).toBe('ar');
      expect(screen.getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe(
        'https://www.geonames.org/',
      );
    } finally {
      // Unmounted first: a page still showing would read itself again in English, and that
      // read would reach the local API during the next test.
      view?.unmount();
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('says when a page could not be loaded, and tries again', async () => {
    let fail = true;
    localApi.on('GET /api/content/terms', () =>
      fail
        ? { status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'Down' } }
        : { body: contentPage('terms', { title: 'Terms & Conditions' }) },
    );
    renderAt('/policy/1');
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' }),
    ).toBeTruthy();
  });

  it('is the not-found page for a policy that does not exist', async () => {
    renderAt('/policy/7');
    expect(
      await screen.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeTruthy();
    expect(localApi.calls).toHaveLength(0);
  });
});
