import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessUser, wellington } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { consoleServices, renderInConsole } from '../test/renderConsole';
import { ServiceAreaForm } from './ServiceAreaForm';

const local = serveLocalApi();
const palmerston = wellington({
  id: 5120,
  locality: 'Palmerston North Central',
  region: 'Manawatū-Whanganui',
  postcode: '4410',
});

function serveProfessions() {
  local.on('GET /api/professions', {
    body: {
      categories: [
        { slug: 'plumbing', name: 'Plumbing' },
        { slug: 'electrical', name: 'Electrical' },
      ],
      professions: [
        { slug: 'plumber', name: 'Plumber', categorySlug: 'plumbing', baseCredits: 6 },
        { slug: 'gasfitter', name: 'Gasfitter', categorySlug: 'plumbing', baseCredits: 8 },
        { slug: 'electrician', name: 'Electrician', categorySlug: 'electrical', baseCredits: 6 },
      ],
    },
  });
}

function showForm() {
  const { services, toasts } = consoleServices({ api: local.client(), user: businessUser() });
  renderInConsole(<ServiceAreaForm />, services);
  return { toasts };
}

describe('ServiceAreaForm', () => {
  it('edits the trades, the base chosen from suggestions and the radius, and saves them', async () => {
    serveProfessions();
    local.on('GET /api/business/service-area', {
      body: { professions: ['plumber'], localityId: 4201, radiusKm: 30, location: wellington() },
    });
    local.on('GET /api/localities', { body: { localities: [palmerston] } });
    local.on('PUT /api/business/service-area', (call) => ({
      body: { ...call.body, location: palmerston },
    }));
    const { toasts } = showForm();
    const plumber = (await screen.findByRole('checkbox', { name: 'Plumber' })) as HTMLInputElement;
    expect(plumber.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Plumbing' })).toBeTruthy();
    const base = screen.getByLabelText(/Base locality/) as HTMLInputElement;
    expect(base.value).toBe('Wellington Central, Wellington 6011');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Electrician' }));
    fireEvent.change(base, { target: { value: 'Palm' } });
    await waitFor(() =>
      expect(screen.queryByRole('option')?.textContent).toBe(
        'Palmerston North Central, Manawatū-Whanganui 4410',
      ),
    );
    expect(local.callsTo('GET /api/localities').at(-1)?.query.get('q')).toBe('Palm');
    fireEvent.change(base, {
      target: { value: 'Palmerston North Central, Manawatū-Whanganui 4410' },
    });
    fireEvent.change(screen.getByLabelText(/Distance you travel/), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save service area' }));
    await waitFor(() => expect(toasts).toEqual(['Your service area has been saved']));
    expect(local.callsTo('PUT /api/business/service-area')[0]?.body).toEqual({
      professions: ['plumber', 'electrician'],
      localityId: 5120,
      radiusKm: 45,
    });
  });

  it('starts empty without a saved area and asks for a trade, a chosen base and a radius', async () => {
    serveProfessions();
    local.on('GET /api/business/service-area', apiError(404, 'No service area yet'));
    showForm();
    const base = (await screen.findByLabelText(/Base locality/)) as HTMLInputElement;
    fireEvent.change(base, { target: { value: 'Somewhere not suggested' } });
    fireEvent.change(screen.getByLabelText(/Distance you travel/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save service area' }));
    expect(screen.getByText('Choose at least one trade')).toBeTruthy();
    expect(screen.getByText('Choose your base from the suggestions')).toBeTruthy();
    expect(screen.getByText('Enter a distance from 1 to 200 km')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Trades' }));
    expect(local.callsTo('PUT /api/business/service-area')).toHaveLength(0);
  });

  it("searches the business's own country's places, and says plainly when none is found", async () => {
    serveProfessions();
    local.on('GET /api/business/service-area', apiError(404, 'No service area yet'));
    local.on('GET /api/localities', { body: { localities: [] } });
    const australian = businessUser({
      business: {
        businessName: 'Harbour Plumbing',
        businessUrl: null,
        professionSlug: 'plumber',
        country: 'AU',
        businessNumber: '51824753556',
        businessNumberKind: 'ABN',
        businessNumberStatus: 'verified',
        designation: null,
        mobile: '+61 412 345 678',
        localityId: null,
      },
    });
    const { services } = consoleServices({ api: local.client(), user: australian });
    renderInConsole(<ServiceAreaForm />, services);
    const base = (await screen.findByLabelText(/Base locality/)) as HTMLInputElement;
    fireEvent.change(base, { target: { value: 'Nowhereville' } });
    expect(
      await screen.findByText('No place found. Try typing its postcode.', { selector: 'p' }),
    ).toBeTruthy();
    const search = local.callsTo('GET /api/localities').at(-1)?.query;
    expect([search?.get('q'), search?.get('country')]).toEqual(['Nowhereville', 'AU']);
  });
});
