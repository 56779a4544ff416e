/**
 * A stand-in for Stripe.js, served by the fake Stripe API (stripeServer.ts), since the real
 * one cannot be fetched here. It implements what the business console uses, with Stripe.js's
 * shapes: `Stripe(publishableKey)`, `elements({ mode, amount, currency, locale })`,
 * `elements.create('payment')` with `mount`, `on('ready' | 'change')` and `destroy`,
 * `elements.submit()`, `createPaymentMethod({ elements })` and `handleNextAction({ clientSecret })`.
 *
 * As in Stripe.js, the card fields live in a frame of Stripe's origin: the page never sees
 * the card number, and the frame itself posts it to POST /v1/payment_methods. A 3-D Secure
 * challenge opens over the page in a second frame, whose buttons stand for the bank's
 * "Complete" and "Fail" (as Stripe's own test challenge page does).
 */

const stripeJs = String.raw`(() => {
  const origin = new URL(document.currentScript.src).origin;
  let calls = 0;

  /** Ask a frame of ours something and wait for its answer. */
  function ask(frame, message) {
    return new Promise((resolve) => {
      const id = ++calls;
      function listen(event) {
        if (event.origin !== origin || event.source !== frame.contentWindow) return;
        if (!event.data || event.data.id !== id) return;
        window.removeEventListener('message', listen);
        resolve(event.data);
      }
      window.addEventListener('message', listen);
      frame.contentWindow.postMessage(Object.assign({}, message, { id }), origin);
    });
  }

  function challenge(intentId, clientSecret, key) {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      Object.assign(overlay.style, {
        position: 'fixed', inset: '0', background: 'rgba(15, 23, 42, 0.55)', display: 'flex',
        alignItems: 'center', justifyContent: 'center', zIndex: '2147483647',
        pointerEvents: 'auto',
      });
      const frame = document.createElement('iframe');
      const query = new URLSearchParams({ pi: intentId, client_secret: clientSecret, key });
      frame.src = origin + '/js/challenge.html?' + query;
      frame.title = '3D Secure';
      Object.assign(frame.style, {
        border: '0', width: 'min(400px, calc(100vw - 24px))', height: '320px',
        maxHeight: 'calc(100vh - 24px)', background: '#fff', borderRadius: '8px',
      });
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      frame.addEventListener('load', () => frame.focus());
      function done(event) {
        if (event.origin !== origin || event.source !== frame.contentWindow) return;
        if (!event.data || event.data.type !== 'challenge-complete') return;
        window.removeEventListener('message', done);
        overlay.remove();
        resolve();
      }
      window.addEventListener('message', done);
    });
  }

  function Stripe(key, options) {
    const settings = options || {};
    let frame = null;
    const readIntent = async (id, clientSecret) => {
      const query = new URLSearchParams({ client_secret: clientSecret, key });
      const res = await fetch(origin + '/v1/payment_intents/' + id + '?' + query);
      return res.json();
    };
    return {
      elements(elementsOptions) {
        const groupOptions = elementsOptions || {};
        const listeners = {};
        return {
          create(type) {
            if (type !== 'payment') throw new Error('The stand-in has the Payment Element only');
            const element = {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                frame = document.createElement('iframe');
                const locale = groupOptions.locale || settings.locale || 'auto';
                frame.src = origin + '/js/element.html?' + new URLSearchParams({ key, locale });
                frame.title = 'Secure payment input frame';
                frame.setAttribute('allow', 'payment');
                Object.assign(frame.style, {
                  border: '0', width: '100%', height: '200px', display: 'block',
                  colorScheme: 'normal',
                });
                host.appendChild(frame);
                const mounted = frame;
                window.addEventListener('message', (event) => {
                  if (event.origin !== origin || event.source !== mounted.contentWindow) return;
                  const data = event.data || {};
                  if (data.type === 'loaded') mounted.contentWindow.postMessage({ type: 'hello' }, origin);
                  if (data.type === 'resize') mounted.style.height = data.height + 'px';
                  if (data.type === 'ready' || data.type === 'change') {
                    for (const listener of listeners[data.type] || []) {
                      listener(Object.assign({ elementType: 'payment' }, data.event));
                    }
                  }
                });
              },
              on(name, listener) {
                (listeners[name] = listeners[name] || []).push(listener);
                return element;
              },
              unmount() {
                if (frame) frame.remove();
                frame = null;
              },
              destroy() {
                element.unmount();
              },
            };
            return element;
          },
          async submit() {
            if (!frame) return { error: { type: 'validation_error', message: 'Not mounted' } };
            const answer = await ask(frame, { type: 'submit' });
            return answer.error ? { error: answer.error } : { selectedPaymentMethod: 'card' };
          },
        };
      },
      async createPaymentMethod() {
        if (!frame) return { error: { type: 'validation_error', message: 'Not mounted' } };
        const answer = await ask(frame, { type: 'create-payment-method' });
        return answer.error ? { error: answer.error } : { paymentMethod: answer.paymentMethod };
      },
      async handleNextAction({ clientSecret }) {
        const id = clientSecret.split('_secret_')[0];
        let intent = await readIntent(id, clientSecret);
        if (intent.error) return { error: intent.error };
        if (intent.status === 'requires_action') {
          await challenge(id, clientSecret, key);
          intent = await readIntent(id, clientSecret);
        }
        if (intent.last_payment_error) {
          return { error: Object.assign({}, intent.last_payment_error, { payment_intent: intent }) };
        }
        return { paymentIntent: intent };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** The Payment Element's labels in the languages the console speaks (Stripe.js has them all). */
const elementLabels = {
  en: [
    'Card number',
    'Expiry date',
    'MM / YY',
    'Security code',
    'Your card number is incomplete.',
    'Your card’s expiry date is incomplete.',
    'Your card’s security code is incomplete.',
  ],
  ar: [
    'رقم البطاقة',
    'تاريخ الانتهاء',
    'MM / YY',
    'رمز الأمان',
    'رقم بطاقتك غير مكتمل.',
    'تاريخ انتهاء بطاقتك غير مكتمل.',
    'رمز أمان بطاقتك غير مكتمل.',
  ],
  zh: [
    '卡号',
    '有效期',
    'MM / YY',
    '安全码',
    '您的卡号不完整。',
    '您的卡片有效期不完整。',
    '您的卡片安全码不完整。',
  ],
  es: [
    'Número de tarjeta',
    'Fecha de vencimiento',
    'MM / AA',
    'Código de seguridad',
    'El número de tu tarjeta está incompleto.',
    'La fecha de vencimiento de tu tarjeta está incompleta.',
    'El código de seguridad de tu tarjeta está incompleto.',
  ],
  fr: [
    'Numéro de carte',
    'Date d’expiration',
    'MM / AA',
    'Code de sécurité',
    'Le numéro de votre carte est incomplet.',
    'La date d’expiration de votre carte est incomplète.',
    'Le code de sécurité de votre carte est incomplet.',
  ],
  it: [
    'Numero della carta',
    'Data di scadenza',
    'MM / AA',
    'Codice di sicurezza',
    'Il numero della carta è incompleto.',
    'La data di scadenza della carta è incompleta.',
    'Il codice di sicurezza della carta è incompleto.',
  ],
};

const elementPage = String.raw`<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #1f2937; background: transparent; }
  label { display: block; font-size: 14px; margin-block-end: 4px; color: #374151; }
  input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #d1d5db; border-radius: 6px; background: #fff; color: inherit; direction: ltr; }
  input:focus { outline: 2px solid #667eea; outline-offset: 1px; border-color: #667eea; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .field { margin-block-end: 12px; }
  .row { display: flex; gap: 12px; }
  .row .field { flex: 1; min-width: 0; }
  .error { color: #b91c1c; font-size: 14px; margin: 4px 0 0; min-height: 0; }
  .brand { font-size: 12px; color: #6b7280; margin: 0 0 8px; }
</style></head>
<body>
<form id="form" novalidate>
  <p class="brand">Stripe test mode (local stand-in)</p>
  <div class="field"><label for="number" id="l-number"></label>
    <input id="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" aria-describedby="e-number">
    <p class="error" id="e-number" role="alert"></p></div>
  <div class="row">
    <div class="field"><label for="expiry" id="l-expiry"></label>
      <input id="expiry" inputmode="numeric" autocomplete="cc-exp" aria-describedby="e-expiry">
      <p class="error" id="e-expiry" role="alert"></p></div>
    <div class="field"><label for="cvc" id="l-cvc"></label>
      <input id="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" aria-describedby="e-cvc">
      <p class="error" id="e-cvc" role="alert"></p></div>
  </div>
</form>
<script>
  const params = new URLSearchParams(location.search);
  const labels = LABELS;
  const lang = (params.get('locale') || 'en').slice(0, 2);
  const words = labels[lang] || labels.en;
  document.documentElement.lang = labels[lang] ? lang : 'en';
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.getElementById('l-number').textContent = words[0];
  document.getElementById('l-expiry').textContent = words[1];
  document.getElementById('expiry').placeholder = words[2];
  document.getElementById('l-cvc').textContent = words[3];
  const field = (id) => document.getElementById(id);
  const digits = (id) => field(id).value.replace(/\D/g, '');
  let parent = null;
  const problems = () => {
    const found = {};
    if (digits('number').length < 13) found.number = words[4];
    if (digits('expiry').length !== 4) found.expiry = words[5];
    if (digits('cvc').length < 3) found.cvc = words[6];
    return found;
  };
  const show = (found) => {
    for (const id of ['number', 'expiry', 'cvc']) {
      field('e-' + id).textContent = found[id] || '';
      field(id).setAttribute('aria-invalid', found[id] ? 'true' : 'false');
    }
    resize();
  };
  const post = (data) => parent && parent.source.postMessage(data, parent.origin);
  const resize = () => post({ type: 'resize', height: document.body.scrollHeight });
  for (const id of ['number', 'expiry', 'cvc']) {
    field(id).addEventListener('input', () => {
      const found = problems();
      post({ type: 'change', event: { complete: Object.keys(found).length === 0, empty: !digits('number') } });
    });
  }
  window.addEventListener('message', async (event) => {
    if (event.source !== window.parent) return;
    parent = { source: event.source, origin: event.origin };
    const { id, type } = event.data || {};
    if (type === 'hello') { resize(); post({ type: 'ready' }); return; }
    if (type === 'submit') {
      const found = problems();
      show(found);
      const first = Object.keys(found)[0];
      if (first) field(first).focus();
      post(first ? { id, error: { type: 'validation_error', code: 'incomplete_' + first, message: found[first] } } : { id });
      return;
    }
    if (type === 'create-payment-method') {
      const expiry = digits('expiry');
      const body = new URLSearchParams({
        type: 'card',
        'card[number]': digits('number'),
        'card[exp_month]': String(Number(expiry.slice(0, 2))),
        'card[exp_year]': '20' + expiry.slice(2, 4),
        'card[cvc]': digits('cvc'),
        key: params.get('key'),
      });
      const res = await fetch('/v1/payment_methods', { method: 'POST', body });
      const answer = await res.json();
      if (answer.error) {
        show({ number: answer.error.message });
        post({ id, error: answer.error });
      } else {
        post({ id, paymentMethod: answer });
      }
    }
  });
  // Tell the page the frame is there (no data); its hello tells the frame the page's origin.
  window.parent.postMessage({ type: 'loaded' }, '*');
</script>
</body></html>`;

const challengePage = String.raw`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>3D Secure 2 Test Page</title>
<style>
  body { margin: 0; padding: 24px; font: 16px/1.5 system-ui, sans-serif; color: #1f2937; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { margin: 0 0 20px; color: #4b5563; }
  button { display: block; width: 100%; font: inherit; padding: 12px; margin-block-end: 12px; border-radius: 6px; border: 1px solid #667eea; cursor: pointer; }
  #complete { background: #667eea; color: #fff; }
  #fail { background: #fff; color: #3730a3; }
  button:focus-visible { outline: 3px solid #1e1b4b; outline-offset: 2px; }
</style></head>
<body>
  <h1>3D Secure 2 Test Page</h1>
  <p>This is a test payment. Complete or fail the authentication, as the cardholder's bank would.</p>
  <button id="complete" type="button">Complete authentication</button>
  <button id="fail" type="button">Fail authentication</button>
<script>
  const params = new URLSearchParams(location.search);
  async function answer(outcome) {
    for (const b of document.querySelectorAll('button')) b.disabled = true;
    const body = new URLSearchParams({ client_secret: params.get('client_secret'), key: params.get('key'), outcome });
    await fetch('/v1/payment_intents/' + params.get('pi') + '/three_d_secure', { method: 'POST', body });
    window.parent.postMessage({ type: 'challenge-complete' }, '*');
  }
  document.getElementById('complete').addEventListener('click', () => answer('authenticate'));
  document.getElementById('fail').addEventListener('click', () => answer('fail'));
  document.getElementById('complete').focus();
</script>
</body></html>`;

/** What the fake serves to browsers, by path. */
export const stripeJsAssets: Record<string, { type: string; body: string }> = {
  '/js/stripe.js': { type: 'text/javascript; charset=utf-8', body: stripeJs },
  '/js/element.html': {
    type: 'text/html; charset=utf-8',
    body: elementPage.replace('LABELS', JSON.stringify(elementLabels)),
  },
  '/js/challenge.html': { type: 'text/html; charset=utf-8', body: challengePage },
};
