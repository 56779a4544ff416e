import type { ApiOutput } from '@quoteway/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessUser, uuid } from '../test/fixtures';
import { type ApiAnswer, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { AutoQuotesPage } from './AutoQuotesPage';

type Settings = ApiOutput<'autoQuoteSettings'>;
type Rule = NonNullable<Settings['rule']>;

const local = serveLocalApi();
const SETTINGS = 'GET /api/auto-quotes';
const RULE = 'PUT /api/auto-quotes/rule';

const rule = (overrides: Partial<Rule> = {}): Rule => ({
  trades: ['plumber'],
  radiusKm: 20,
  maxLeadCredits: 15,
  maxPerDay: 4,
  weeklyBudgetCredits: 60,
  activeFromMinute: 7 * 60,
  activeToMinute: 18 * 60,
  timeZone: 'Pacific/Auckland',
  paused: false,
  ...overrides,
});

function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    rule: null,
    templates: [],
    trades: [
      { slug: 'electrician', professionName: 'Electrician' },
      { slug: 'plumber', professionName: 'Plumber' },
    ],
    serviceRadiusKm: 30,
    activity: { today: { quotes: 0, credits: 0 }, week: { quotes: 0, credits: 0 }, recent: [] },
    ...overrides,
  };
}

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

/** The text that describes an input (its hint and error, tied with aria-describedby). */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function show() {
  const { services, toasts } = consoleServices({ api: local.client(), user: businessUser() });
  renderConsole(
    { path: '/leads/auto-quotes', element: <AutoQuotesPage /> },
    '/leads/auto-quotes',
    services,
  );
  return { toasts };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AutoQuotesPage', () => {
  it('writes a template with placeholders shown filled in, and saves it with the ticks', async () => {
    local.on(SETTINGS, { body: settings() });
    local.on('PUT /api/auto-quotes/templates/plumber', (call) => ({
      body: settings({
        templates: [
          { professionSlug: 'plumber', ...(call.body as object) },
        ] as Settings['templates'],
      }),
    }));
    const { toasts } = show();
    const plumber = within(await screen.findByRole('region', { name: 'Plumber' }));
    expect(screen.getByRole('region', { name: 'Electrician' })).toBeTruthy();
    expect(screen.getByText('Not set up')).toBeTruthy();

    fireEvent.click(plumber.getByLabelText('Flat rate'));
    fireEvent.change(plumber.getByLabelText(/Estimated cost/), { target: { value: '250' } });
    const comment = plumber.getByLabelText(/Comment for the customer/) as HTMLTextAreaElement;
    fireEvent.change(comment, { target: { value: 'Kia ora , we are near .' } });
    comment.setSelectionRange(8, 8);
    fireEvent.click(plumber.getByRole('button', { name: /Customer's first name/ }));
    await waitFor(() => expect(comment.value).toBe('Kia ora {firstName}, we are near .'));
    comment.setSelectionRange(33, 33);
    fireEvent.click(plumber.getByRole('button', { name: /Place of the job/ }));
    await waitFor(() => expect(comment.value).toBe('Kia ora {firstName}, we are near {place}.'));
    expect(plumber.getByText('Kia ora Sam, we are near Porirua.')).toBeTruthy();
    fireEvent.click(plumber.getByLabelText('Price includes materials'));
    fireEvent.click(plumber.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(toasts).toEqual(['The Plumber template is saved']));
    expect(local.callsTo('PUT /api/auto-quotes/templates/plumber')[0]?.body).toEqual({
      estCost: { type: 'Flat', value: 25_000 },
      comment: 'Kia ora {firstName}, we are near {place}.',
      checkboxes: { cost: true, inspection: false, information: false, comment: false },
    });
    expect(await plumber.findByText('Template saved')).toBeTruthy();
    expect(plumber.getByRole('button', { name: 'Remove template' })).toBeTruthy();
  });

  it('asks for an estimate and a comment before sending a template', async () => {
    local.on(SETTINGS, { body: settings() });
    show();
    const plumber = within(await screen.findByRole('region', { name: 'Plumber' }));
    fireEvent.click(plumber.getByLabelText('Flat rate'));
    fireEvent.click(plumber.getByRole('button', { name: 'Save template' }));
    expect(describedText(plumber.getByLabelText(/Estimated cost/))).toContain(
      'Enter your estimated cost',
    );
    expect(describedText(plumber.getByLabelText(/Comment for the customer/))).toContain(
      'Write a comment for the customer',
    );
    expect(local.callsTo('PUT /api/auto-quotes/templates/plumber')).toHaveLength(0);
  });

  it('saves the rule, shows the service area as the distance limit and the server’s refusals on their fields', async () => {
    local.on(SETTINGS, { body: settings() });
    let answer: ApiAnswer = fieldErrors([
      ['body.radiusKm', 'must be at most your service radius, 30 km'],
      ['body.trades', 'must be among your trades'],
    ]);
    local.on(RULE, () => answer);
    const { toasts } = show();
    const form = within(
      await screen.findByRole('region', { name: 'When a lead is quoted automatically' }),
    );
    const radius = form.getByLabelText(/Distance/) as HTMLInputElement;
    expect(radius.value).toBe('30');
    expect(describedText(radius)).toContain("At most your service area's 30 km");
    fireEvent.click(form.getByLabelText('Electrician'));
    fireEvent.change(radius, { target: { value: '25' } });
    fireEvent.change(form.getByLabelText(/Highest lead price/), { target: { value: '12' } });
    fireEvent.change(form.getByLabelText(/Quotes a day/), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText(/Credits a week/), { target: { value: '80' } });
    fireEvent.change(form.getByLabelText(/Active from/), { target: { value: '00:00' } });
    fireEvent.change(form.getByLabelText(/Active until/), { target: { value: '00:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Save rule' }));

    await waitFor(() =>
      expect(describedText(radius)).toContain('must be at most your service radius, 30 km'),
    );
    expect(form.getByText('must be among your trades')).toBeTruthy();
    expect(local.callsTo(RULE)[0]?.body).toMatchObject({
      trades: ['plumber'],
      radiusKm: 25,
      maxLeadCredits: 12,
      maxPerDay: 3,
      weeklyBudgetCredits: 80,
      activeFromMinute: 0,
      activeToMinute: 1440,
      paused: false,
    });

    answer = { body: settings({ rule: rule({ radiusKm: 25 }) }) };
    fireEvent.click(form.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(toasts).toEqual(['Your automatic-quote rule is saved']));
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it('refuses a distance wider than the service area before sending', async () => {
    local.on(SETTINGS, { body: settings({ rule: rule() }) });
    show();
    const radius = (await screen.findByLabelText(/Distance/)) as HTMLInputElement;
    expect(radius.value).toBe('20');
    fireEvent.change(radius, { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(describedText(radius)).toContain('Enter a whole number from 1 to 30');
    expect(local.callsTo(RULE)).toHaveLength(0);
  });

  it('pauses and resumes with one click, and shows what the rule did', async () => {
    local.on(SETTINGS, {
      body: settings({
        rule: rule(),
        activity: {
          today: { quotes: 2, credits: 16 },
          week: { quotes: 5, credits: 40 },
          recent: [
            {
              quoteId: uuid(1),
              jobId: uuid(2),
              professionName: 'Plumber',
              place: 'Porirua',
              credits: 8,
              createdAt: '2026-11-23T01:00:00.000Z',
            },
          ],
        },
      }),
    });
    local.on(RULE, (call) => ({ body: settings({ rule: call.body as Rule }) }));
    const { toasts } = show();
    const did = within(await screen.findByRole('region', { name: 'What your rule did' }));
    expect(did.getByText('2 of 4 quotes, 16 credits')).toBeTruthy();
    expect(did.getByText('40 of 60 credits, 5 quotes')).toBeTruthy();
    expect(did.getByText('Plumber in Porirua')).toBeTruthy();
    expect(
      did
        .getByRole('link', { name: 'See your automatic quotes in quote activity' })
        .getAttribute('href'),
    ).toBe('/leads/quote-activity?sentBy=automatic');
    expect(section('Room for quotes by hand').textContent).toContain('only 2 of those places');

    const status = within(section('Automatic quotes'));
    expect(status.getByText('Active')).toBeTruthy();
    fireEvent.click(status.getByRole('button', { name: 'Pause automatic quotes' }));
    await waitFor(() => expect(toasts).toEqual(['Automatic quotes are paused']));
    expect(local.callsTo(RULE)[0]?.body).toEqual(rule({ paused: true }));
    expect(await status.findByText('Paused')).toBeTruthy();
    fireEvent.click(status.getByRole('button', { name: 'Turn automatic quotes on' }));
    await waitFor(() => expect(toasts.at(-1)).toBe('Automatic quotes are on'));
    expect(local.callsTo(RULE)[1]?.body).toEqual(rule({ paused: false }));
  });
});
