/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AuthUser, createApiClient } from '@quoteway/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInConsole } from '../test/renderConsole';
import { BusinessHoursForm } from './BusinessHoursForm';

const user: AuthUser = {
  _id: 'b1',
  email: 'tane@plumbing.example.nz',
  userName: 'Tane',
  userType: 'Business User',
  imageUrl: null,
  switchedToCustomerView: false,
  customerView: false,
  credits: 0,
  openingHours: [{ day: 1, open: '07:30', close: '16:00' }],
  businessAlwaysOpen: false,
  hasPassword: true,
  business: null,
};

// A local HTTP server answering PUT /api/update-business-hours like the API.
let server: Server;
let baseUrl: string;
const received: unknown[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ user: { ...user, ...JSON.parse(body) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('BusinessHoursForm', () => {
  it('saves the week, Monday first, and reports the new user', async () => {
    const changed: AuthUser[] = [];
    const messages: string[] = [];
    renderInConsole(<BusinessHoursForm />, {
      api: createApiClient({ baseUrl, getToken: () => 'tok' }),
      user,
      onUserChange: (u) => changed.push(u),
      notify: (m) => messages.push(m),
      notifyError: (m) => messages.push(`error: ${m}`),
    });
    const legends = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(legends[0]).toBe('Monday');
    expect(legends[6]).toBe('Sunday');
    // Open on Tuesday, but closing before opening is refused before any request.
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Open' })[1] as HTMLElement);
    const closes = screen.getAllByLabelText('Closes at')[1] as HTMLInputElement;
    fireEvent.change(closes, { target: { value: '06:00' } });
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(
      (screen.getByRole('button', { name: 'Save business hours' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(closes, { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business hours' }));
    await waitFor(() => expect(messages).toEqual(['Your business hours have been saved']));
    expect(received[0]).toMatchObject({
      businessAlwaysOpen: false,
      openingHours: expect.arrayContaining([
        { day: 1, open: '07:30', close: '16:00' },
        { day: 2, open: '08:00', close: '17:30' },
        { day: 0, closed: true },
      ]),
    });
    expect(changed).toHaveLength(1);
  });
});
