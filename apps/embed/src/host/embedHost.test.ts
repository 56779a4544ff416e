import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { startEmbeds } from './embedHost';

const QUOTEWAY = 'https://quoteway.example';
const HOST = 'https://plumbers.example';

/** A host page of its own (a window per test, so no test sees another's widgets). */
function hostPage(body: string, lang = 'en') {
  const dom = new JSDOM(`<!doctype html><html lang="${lang}"><body>${body}</body></html>`, {
    url: `${HOST}/contact`,
  });
  const win = dom.window;
  const opened: string[] = [];
  win.open = (url?: string | URL) => {
    opened.push(String(url));
    return null;
  };
  startEmbeds(QUOTEWAY, win);
  return { win, doc: win.document, opened };
}

/** Lets the page's MutationObserver run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const frames = (doc: Document) => [...doc.querySelectorAll('iframe')];

function frameIn(doc: Document, selector: string): HTMLIFrameElement {
  const frame = doc.querySelector(`${selector} iframe`);
  if (!(frame instanceof doc.defaultView!.HTMLIFrameElement)) throw new Error('no iframe');
  return frame;
}

/** The widget's own query parameters and path. */
function addressOf(frame: HTMLIFrameElement) {
  const url = new URL(frame.src);
  return { origin: url.origin, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** A message as the widget in `frame` would post it (or as a forger would). */
function post(
  win: Window & typeof globalThis,
  data: unknown,
  { origin = QUOTEWAY, source }: { origin?: string; source: Window | null },
) {
  win.dispatchEvent(new win.MessageEvent('message', { data, origin, source }));
}

const message = (widget: string, fields: Record<string, unknown>) => ({
  source: 'quoteway',
  version: 1,
  widget,
  ...fields,
});

describe('/embed.js on a host page', () => {
  it('turns each widget element into an iframe of its widget, with language and theme', () => {
    const { doc } = hostPage(
      `<div id="job" data-quoteway="job" data-service="plumber" data-location="Lower Hutt">
         <a href="https://quoteway.example">Get quotes</a>
       </div>
       <div id="list" data-quoteway="businesses" data-service="electrician" data-lang="ar"
            data-theme="dark"></div>
       <div id="card" data-quoteway="business" data-business="b-42" data-lang="ZH"
            data-theme="neon"></div>`,
      'fr-CA',
    );
    expect(frames(doc)).toHaveLength(3);

    const job = frameIn(doc, '#job');
    // The fallback link is replaced by the widget.
    expect(doc.querySelector('#job a')).toBeNull();
    expect(addressOf(job)).toEqual({
      origin: QUOTEWAY,
      path: '/jobiframe/plumber/Lower%20Hutt',
      // The host page's own language when the element names none.
      // Nor a theme: the visitor's device chooses.
      query: { widget: 'quoteway-1', host: HOST, lang: 'fr', theme: 'system' },
    });
    expect(job.title).toBe('Quoteway: devis d’artisans locaux');
    expect(job.style.width).toBe('100%');
    expect(job.style.height).toBe('480px');
    expect(job.style.borderWidth).toBe('0px');

    expect(addressOf(frameIn(doc, '#list'))).toEqual({
      origin: QUOTEWAY,
      path: '/businessiframe/electrician',
      query: { widget: 'quoteway-2', host: HOST, lang: 'ar', theme: 'dark' },
    });
    expect(frameIn(doc, '#list').title).toBe('Quoteway: شركات محلية');

    expect(addressOf(frameIn(doc, '#card'))).toEqual({
      origin: QUOTEWAY,
      path: '/businessiframe',
      // An unknown theme is the system one.
      query: { business: 'b-42', widget: 'quoteway-3', host: HOST, lang: 'zh', theme: 'system' },
    });
  });

  it('speaks English where neither the element nor the page names a language it has', () => {
    const { doc } = hostPage('<div data-quoteway="job" data-lang="de"></div>', 'pt-BR');
    const frame = frameIn(doc, 'div');
    expect(addressOf(frame)).toMatchObject({
      path: '/jobiframe',
      query: { lang: 'en', theme: 'system' },
    });
    expect(frame.title).toBe('Quoteway: get quotes from local trades');
  });

  it('leaves alone an element that names no widget it knows', () => {
    const { doc } = hostPage(
      `<div data-quoteway="business"></div><div data-quoteway="calendar"></div>
       <div data-quoteway=""></div>`,
    );
    expect(frames(doc)).toHaveLength(0);
  });

  it('shows widgets added later, each once', async () => {
    const { doc } = hostPage('<main></main>');
    const main = doc.querySelector('main') as HTMLElement;
    const section = doc.createElement('section');
    section.innerHTML = '<div data-quoteway="job" data-service="builder"></div>';
    main.append(section);
    await settle();
    expect(frames(doc).map((f) => addressOf(f).path)).toEqual(['/jobiframe/builder']);
    const [first] = frames(doc);

    // Moving it, or touching its attribute, keeps its one iframe (not reloaded).
    const widget = section.firstElementChild as HTMLElement;
    main.prepend(widget);
    widget.setAttribute('data-quoteway', 'job');
    await settle();
    expect(frames(doc)).toEqual([first]);

    // An element that becomes a widget later is shown then.
    const late = doc.createElement('div');
    main.append(late);
    await settle();
    late.setAttribute('data-quoteway', 'businesses');
    await settle();
    expect(frames(doc).map((f) => addressOf(f).path)).toEqual([
      '/jobiframe/builder',
      '/businessiframe',
    ]);
    expect(addressOf(frameIn(doc, 'main > div:last-child')).query.widget).toBe('quoteway-2');
  });

  it('sizes the iframe to what its widget reports and tells the page', () => {
    const { win, doc } = hostPage(
      '<div id="a" data-quoteway="job"></div><div id="b" data-quoteway="job"></div>',
    );
    const [a, b] = [frameIn(doc, '#a'), frameIn(doc, '#b')];
    const events: Array<{ type: string; target: string; detail: unknown }> = [];
    for (const type of ['quoteway:ready', 'quoteway:resize', 'quoteway:job-posted']) {
      doc.addEventListener(type, (event) => {
        const { target, detail, bubbles, composed } = event as CustomEvent;
        expect({ bubbles, composed }).toEqual({ bubbles: true, composed: true });
        events.push({ type, target: (target as Element).id, detail });
      });
    }

    post(win, message('quoteway-2', { type: 'ready', height: 300 }), { source: b.contentWindow });
    post(win, message('quoteway-1', { type: 'resize', height: 612 }), { source: a.contentWindow });
    post(win, message('quoteway-1', { type: 'job-posted', jobId: 'j-1', direct: false }), {
      source: a.contentWindow,
    });

    expect(a.style.height).toBe('612px');
    expect(b.style.height).toBe('300px');
    expect(events).toEqual([
      {
        type: 'quoteway:ready',
        target: 'b',
        detail: message('quoteway-2', { type: 'ready', height: 300 }),
      },
      {
        type: 'quoteway:resize',
        target: 'a',
        detail: message('quoteway-1', { type: 'resize', height: 612 }),
      },
      {
        type: 'quoteway:job-posted',
        target: 'a',
        detail: message('quoteway-1', { type: 'job-posted', jobId: 'j-1', direct: false }),
      },
    ]);
  });

  it('ignores messages from another origin, another window or another protocol', () => {
    const { win, doc } = hostPage(
      '<div id="a" data-quoteway="job"></div><div id="b" data-quoteway="job"></div>',
    );
    const [a, b] = [frameIn(doc, '#a'), frameIn(doc, '#b')];
    const heard = vi.fn();
    doc.addEventListener('quoteway:resize', heard);
    const resize = (fields: Record<string, unknown> = {}) =>
      message('quoteway-1', { type: 'resize', height: 900, ...fields });

    // Another site, though from the widget's own window.
    post(win, resize(), { origin: 'https://evil.example', source: a.contentWindow });
    // Our origin, but the other widget's window speaking for this one.
    post(win, resize(), { source: b.contentWindow });
    // The page itself.
    post(win, resize(), { source: win });
    // Other versions and shapes.
    for (const bad of [
      resize({ version: 2 }),
      resize({ source: 'elsewhere' }),
      resize({ height: -1 }),
      resize({ height: '900' }),
      resize({ type: 'explode' }),
      resize({ widget: 'quoteway-9' }),
      'quoteway:resize:900',
      null,
    ]) {
      post(win, bad, { source: a.contentWindow });
    }

    expect(a.style.height).toBe('480px');
    expect(b.style.height).toBe('480px');
    expect(heard).not.toHaveBeenCalled();

    // The same message from the right window and origin is heard.
    post(win, resize(), { source: a.contentWindow });
    expect(a.style.height).toBe('900px');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('opens only Quoteway addresses asked for, unless the page handles them itself', () => {
    const { win, doc, opened } = hostPage('<div id="a" data-quoteway="job"></div>');
    const source = frameIn(doc, '#a').contentWindow;
    const navigate = (url: string) => message('quoteway-1', { type: 'navigate', url });

    post(win, navigate(`${QUOTEWAY}/b/tane-plumbing-4f2a`), { source });
    post(win, navigate('https://evil.example/login'), { source });
    post(win, navigate('javascript:alert(1)'), { source });
    post(win, navigate('not a url'), { source });
    expect(opened).toEqual([`${QUOTEWAY}/b/tane-plumbing-4f2a`]);

    const handled = vi.fn((event: Event) => event.preventDefault());
    doc.addEventListener('quoteway:navigate', handled);
    post(win, navigate(`${QUOTEWAY}/help`), { source });
    expect(handled).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(1);
  });
});
