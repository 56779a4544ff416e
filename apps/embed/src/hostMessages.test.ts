import { EmbedMessage } from '@quoteway/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostTarget, postToHost, reportJobPosted, widgetId } from './hostMessages';

describe('hostTarget: where the widget may post', () => {
  it.each([
    ['?host=https%3A%2F%2Fplumber.example', 'https://plumber.example'],
    ['?host=https%3A%2F%2Fplumber.example%2F', 'https://plumber.example'],
    ['?host=http%3A%2F%2Flocalhost%3A4173', 'http://localhost:4173'],
    ['?widget=w1&host=https%3A%2F%2Fcouncil.example.govt.nz', 'https://council.example.govt.nz'],
  ])('%s posts only to %s', (search, origin) => {
    expect(hostTarget(search)).toBe(origin);
  });

  it('posts to any page when the widget was framed by hand, without ?host=', () => {
    expect(hostTarget('')).toBe('*');
    expect(hostTarget('?widget=w1')).toBe('*');
  });

  it.each([
    ['?host=*'],
    ['?host='],
    ['?host=plumber.example'],
    ['?host=javascript%3Aalert(1)'],
    ['?host=ftp%3A%2F%2Fplumber.example'],
    ['?host=https%3A%2F%2Fplumber.example%2Fpage'],
    ['?host=https%3A%2F%2Fplumber.example%3Fx%3D1'],
    ['?host=https%3A%2F%2Fuser%3Apass%40plumber.example'],
    ['?host=https%3A%2F%2FPLUMBER.example'],
  ])('%s is no http(s) origin: nothing is posted', (search) => {
    expect(hostTarget(search)).toBeNull();
  });
});

describe('widgetId', () => {
  it('is the ?widget= id, or empty when missing or longer than the protocol allows', () => {
    expect(widgetId('?widget=quoteway-1')).toBe('quoteway-1');
    expect(widgetId('')).toBe('');
    expect(widgetId(`?widget=${'w'.repeat(65)}`)).toBe('');
  });
});

describe('postToHost', () => {
  const postMessage = vi.fn();

  beforeEach(() => {
    // jsdom runs the widget as a top-level page; a host page is what frames it.
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    postMessage.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('sends job-posted to the host origin, in the protocol’s exact shape', () => {
    window.history.replaceState(
      null,
      '',
      '/jobiframe/plumber?widget=w7&host=https%3A%2F%2Fplumber.example',
    );
    reportJobPosted('6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f', true);
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, target] = postMessage.mock.calls[0] ?? [];
    expect(target).toBe('https://plumber.example');
    expect(EmbedMessage.parse(message)).toEqual(message);
    expect(message).toEqual({
      source: 'quoteway',
      version: 1,
      widget: 'w7',
      type: 'job-posted',
      jobId: '6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f',
      direct: true,
    });
  });

  it('posts to every origin only when no host was named', () => {
    window.history.replaceState(null, '', '/jobiframe?widget=w1');
    postToHost({ type: 'resize', height: 480 });
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'quoteway', version: 1, widget: 'w1', type: 'resize', height: 480 },
      '*',
    );
  });

  it('posts nothing when the named host is not an origin', () => {
    window.history.replaceState(null, '', '/jobiframe?host=https%3A%2F%2Fplumber.example%2Fx');
    postToHost({ type: 'resize', height: 480 });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when the widget is not framed', () => {
    vi.restoreAllMocks();
    const own = vi.spyOn(window, 'postMessage');
    postToHost({ type: 'resize', height: 480 });
    expect(own).not.toHaveBeenCalled();
  });
});
