import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { consoleServices, renderInConsole } from '../test/renderConsole';
import type { DevicePush, SubscriptionJson } from './devicePush';
import { NotificationsBlocked } from './devicePush';
import { LeadAlertsCard } from './LeadAlertsCard';

const localApi = serveLocalApi();
const publicKey = `B${'A'.repeat(86)}`;

/** A browser whose push service answers at `endpoint` (jsdom has no PushManager). */
function fakeBrowser(endpoint: string, refuse = false) {
  const asked: string[] = [];
  let current: string | null = null;
  const subscription: SubscriptionJson = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) },
  };
  const push: DevicePush = {
    supported: true,
    currentEndpoint: async () => current,
    permit: async () => {
      if (refuse) throw new NotificationsBlocked();
    },
    subscribe: async (key) => {
      asked.push(key);
      current = endpoint;
      return subscription;
    },
    unsubscribe: async () => {
      current = null;
    },
  };
  return { push, asked, subscription };
}

const device = (id: string, endpoint: string, lastUsedAt: string | null = null) => ({
  id,
  device: id === 'phone' ? 'Chrome on Android' : 'Firefox on Windows',
  endpoint,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt,
});

function renderCard(push: DevicePush) {
  const { services, toasts } = consoleServices({
    api: localApi.client(),
    user: businessUser(),
  });
  renderInConsole(<LeadAlertsCard push={push} />, services);
  return { toasts, card: () => screen.getByRole('region', { name: 'Lead alerts on this device' }) };
}

describe('lead alerts on this device', () => {
  it('subscribes this browser with the server key, and marks it in the list', async () => {
    const endpoint = 'https://push.example.net/send/this-one';
    const laptop = device('laptop', 'https://push.example.net/send/laptop', '2026-11-21T10:00:00Z');
    localApi.on('GET /api/push/devices', { body: { devices: [laptop] } });
    localApi.on('GET /api/push/public-key', { body: { publicKey } });
    localApi.on('POST /api/push/devices', {
      body: { devices: [laptop, device('phone', endpoint)] },
    });
    const browser = fakeBrowser(endpoint);
    const { toasts, card } = renderCard(browser.push);

    const list = await within(card()).findByRole('list', { name: 'Devices that get lead alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('This device')).toBeNull();
    fireEvent.click(within(card()).getByRole('button', { name: 'Turn on lead alerts' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(browser.asked).toEqual([publicKey]);
    expect(localApi.callsTo('POST /api/push/devices')[0]?.body).toEqual(browser.subscription);
    const phone = within(list).getAllByRole('listitem')[1];
    if (!phone) throw new Error('no second device');
    expect(await within(phone).findByText('This device')).toBeTruthy();
    expect(within(phone).getByText('Chrome on Android')).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Turn on lead alerts' })).toBeNull();
    expect(toasts).toEqual(['Lead alerts are on for this device']);
  });

  it('says so when notifications are blocked, and sends nothing', async () => {
    localApi.on('GET /api/push/devices', { body: { devices: [] } });
    localApi.on('GET /api/push/public-key', { body: { publicKey } });
    const browser = fakeBrowser('https://push.example.net/send/x', true);
    const { toasts, card } = renderCard(browser.push);
    expect(await within(card()).findByText('No device gets lead alerts yet.')).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: 'Turn on lead alerts' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatch(/^error: Notifications are blocked for this site/);
    expect(localApi.callsTo('POST /api/push/devices')).toEqual([]);
  });

  it('removes a device, and unsubscribes this browser when it is this one', async () => {
    const endpoint = 'https://push.example.net/send/mine';
    const browser = fakeBrowser(endpoint);
    await browser.push.subscribe(publicKey);
    const laptop = device('laptop', 'https://push.example.net/send/laptop');
    localApi.on('GET /api/push/devices', {
      body: { devices: [laptop, device('phone', endpoint)] },
    });
    localApi.on('DELETE /api/push/devices/phone', { body: { devices: [laptop] } });
    const { card } = renderCard(browser.push);
    const list = await within(card()).findByRole('list', { name: 'Devices that get lead alerts' });
    const mine = await within(list).findByText('This device');
    const row = mine.closest('li');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(localApi.callsTo('DELETE /api/push/devices/phone')).toHaveLength(1);
    expect(await browser.push.currentEndpoint()).toBeNull();
    expect(await within(card()).findByRole('button', { name: 'Turn on lead alerts' })).toBeTruthy();
  });

  it('tells a browser without Web Push that it cannot show alerts', async () => {
    localApi.on('GET /api/push/devices', { body: { devices: [] } });
    const { push } = fakeBrowser('https://push.example.net/send/none');
    const { card } = renderCard({ ...push, supported: false });
    expect(await within(card()).findByText(/This browser cannot show lead alerts/)).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Turn on lead alerts' })).toBeNull();
  });
});
