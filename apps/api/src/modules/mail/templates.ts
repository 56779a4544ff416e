import type { EmailTemplate } from '@quoteway/contracts';
import { directionOf, type Locale, translator } from '@quoteway/i18n/server';
import { escapeHtml } from '../../escapeHtml';
import { translatedTitle } from '../../locale';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  /** Paragraph before the button: a catalog message whose `{placeholders}` come from the data. */
  intro: string;
  button: string;
  expiry: string;
  /** What to do if the reader did not ask for this e-mail. */
  notYou: string;
}

// Every text is a `server` catalog message (English source, `/*i18n*/` for the extractor),
// rendered in the recipient's language with the data's values as ICU placeholders.
const copy: Record<EmailTemplate, Copy> = {
  'verify-email': {
    subject: /*i18n*/ 'Confirm your email address for Quoteway',
    intro:
      /*i18n*/ 'Welcome to Quoteway! Please confirm your email address so we know it is really you.',
    button: /*i18n*/ 'Confirm my email address',
    expiry: /*i18n*/ 'This link expires in 48 hours.',
    notYou: /*i18n*/ 'If you did not create a Quoteway account, you can safely ignore this email.',
  },
  'first-job': {
    subject: /*i18n*/ 'Your job is live: choose your Quoteway password',
    intro:
      /*i18n*/ 'Your job “{title}” in {locality} is live on Quoteway, and matching businesses are being told now. Choose a password to come back to your job and its quotes from any device.',
    button: /*i18n*/ 'Choose your password',
    expiry:
      /*i18n*/ 'This link works once, for 7 days. After that, use Forgot password on the sign-in page.',
    notYou: /*i18n*/ 'If you did not post this job, you can safely ignore this email.',
  },
  'reset-password': {
    subject: /*i18n*/ 'Reset your Quoteway password',
    intro: /*i18n*/ 'We received a request to reset the password of your Quoteway account.',
    button: /*i18n*/ 'Choose a new password',
    expiry: /*i18n*/ 'This link expires in 1 hour and works only once.',
    notYou:
      /*i18n*/ 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  'reactivate-account': {
    subject: /*i18n*/ 'Reactivate your Quoteway account',
    intro: /*i18n*/ 'You asked to reactivate your Quoteway account. Welcome back!',
    button: /*i18n*/ 'Reactivate my account',
    expiry: /*i18n*/ 'This link expires in 48 hours.',
    notYou: /*i18n*/ 'If this was not you, ignore this email and your account stays deactivated.',
  },
  'business-number-rejected': {
    subject: /*i18n*/ 'Please check your business number on Quoteway',
    intro:
      /*i18n*/ 'When you registered, the business register could not be reached, so we accepted your business number {number} for now. The register has now answered: {reason}. Please check the number, so customers can trust your listing.',
    button: /*i18n*/ 'Check my business details',
    expiry: /*i18n*/ 'Until the number is confirmed, your business shows as not yet verified.',
    notYou: /*i18n*/ 'If you did not register this business, please reply to this email.',
  },
  'business-verified': {
    subject: /*i18n*/ 'Your business number is verified on Quoteway',
    intro:
      /*i18n*/ 'An operator checked your business number {number} and verified it from {date}. Your listing shows your business as verified. The operator wrote: {note}',
    button: /*i18n*/ 'See my business details',
    expiry: /*i18n*/ 'Thank you for helping customers trust your listing.',
    notYou: /*i18n*/ 'If you did not register this business, please reply to this email.',
  },
  'business-unverified': {
    subject: /*i18n*/ 'Your business number is no longer verified on Quoteway',
    intro:
      /*i18n*/ 'An operator checked your business number {number} and could not confirm it with the register, so from {date} your business shows as not yet verified. The operator wrote: {note}',
    button: /*i18n*/ 'Check my business details',
    expiry: /*i18n*/ 'Correct the number, or reply to this email with proof of registration.',
    notYou: /*i18n*/ 'If you did not register this business, please reply to this email.',
  },
  'purchase-receipt': {
    subject: /*i18n*/ 'Your Quoteway credits receipt',
    intro:
      /*i18n*/ 'Thank you for your purchase. You paid {amount} ({currency}) for {credits} credits plus {bonusCredits} bonus credits. Your balance is now {balance} credits. Tax invoice number: {receipt}.',
    button: /*i18n*/ 'See my tax invoice',
    expiry: /*i18n*/ 'These credits expire 90 days after purchase.',
    notYou: /*i18n*/ 'If you did not make this purchase, please reply to this email at once.',
  },
  'purchase-refunded': {
    subject: /*i18n*/ 'Your Quoteway purchase was refunded',
    intro:
      /*i18n*/ 'We refunded {amount} ({currency}) for your purchase of {credits} credits to your card, and took {taken} credits back from your balance. Credit note number: {creditNote}. The operator wrote: {note}',
    button: /*i18n*/ 'See my credit note',
    expiry: /*i18n*/ 'Your bank may take a few days to show the refund.',
    notYou: /*i18n*/ 'If you did not expect this refund, please reply to this email.',
  },

  'auto-top-up-off': {
    subject: /*i18n*/ 'Auto top-up is switched off',
    intro:
      /*i18n*/ 'We could not buy your automatic top-up of {credits} credits ({amount}) with your card {card}: {reason}. Auto top-up is now switched off, so no more charges will be tried.',
    button: /*i18n*/ 'See my plans and credits',
    expiry:
      /*i18n*/ 'To top up again, buy credits or switch auto top-up back on with a working card on the Plans page.',
    notYou:
      /*i18n*/ 'You get this e-mail because auto top-up was switched on for your Quoteway business account.',
  },
  'new-lead': {
    subject: /*i18n*/ 'A new job near you on Quoteway',
    intro:
      /*i18n*/ 'A customer in {locality} has posted a job: “{title}”. Quoting costs {credits} credits, and at most 5 businesses can quote.',
    button: /*i18n*/ 'See the job',
    expiry:
      /*i18n*/ 'The job stays open until the customer hires someone or 5 businesses have quoted.',
    notYou: /*i18n*/ 'You get these e-mails because the job matches your trades and service area.',
  },
  'new-quote': {
    subject: /*i18n*/ 'You have a new quote on Quoteway',
    intro: /*i18n*/ '{business} has sent you a quote for your job “{title}”.',
    button: /*i18n*/ 'See the quote',
    expiry: /*i18n*/ 'Compare quotes and hire the business that suits you best.',
    notYou: /*i18n*/ 'If you did not post this job, please reply to this email.',
  },
  'direct-lead': {
    subject: /*i18n*/ 'A customer asked you for a quote on Quoteway',
    intro:
      /*i18n*/ 'A customer in {locality} found your business page and asked you to quote on their job “{title}”. Quoting costs {credits} credits.',
    button: /*i18n*/ 'See the job',
    expiry: /*i18n*/ 'Reply soon: customers usually hire one of the first businesses to answer.',
    notYou: /*i18n*/ 'You get this e-mail because the customer chose your business on Quoteway.',
  },
  'review-request': {
    subject: /*i18n*/ 'How did it go? Review your business on Quoteway',
    intro:
      /*i18n*/ 'Your job “{title}” with {business} is marked complete. A short review helps other customers choose, and helps good businesses get found.',
    button: /*i18n*/ 'Write a review',
    expiry: /*i18n*/ 'You can write your review for 60 days after the job was completed.',
    notYou: /*i18n*/ 'If you did not post this job, please reply to this email.',
  },
  'review-received': {
    subject: /*i18n*/ 'You have a new review on Quoteway',
    intro:
      /*i18n*/ '{customer} gave your business {rating} stars for the job “{title}”. You can reply publicly, once, for free.',
    button: /*i18n*/ 'Read the review',
    expiry:
      /*i18n*/ 'Reviews cannot be removed by a business; a reply is the best answer to a fair one, and any review can be reported.',
    notYou: /*i18n*/ 'You get this e-mail because the review is about your business.',
  },
  'review-replied': {
    subject: /*i18n*/ 'The business replied to your review on Quoteway',
    intro: /*i18n*/ '{business} has replied to your review.',
    button: /*i18n*/ 'Read the reply',
    expiry: /*i18n*/ 'You can report a reply you think breaks our rules.',
    notYou: /*i18n*/ 'If you did not write this review, please reply to this email.',
  },
  'quote-hired': {
    subject: /*i18n*/ 'You have been hired on Quoteway',
    intro: /*i18n*/ 'Good news: {customer} has hired you for the job “{title}” in {locality}.',
    button: /*i18n*/ 'Open the job',
    expiry: /*i18n*/ 'Get in touch with the customer to arrange the work.',
    notYou: /*i18n*/ 'If you did not quote on this job, please reply to this email.',
  },
  'quote-declined': {
    subject: /*i18n*/ 'A job you quoted on has been filled',
    intro:
      /*i18n*/ 'The customer of the job “{title}” in {locality} has hired another business. Thank you for quoting.',
    button: /*i18n*/ 'Find more leads',
    expiry: /*i18n*/ 'New jobs that match your trades and area keep arriving.',
    notYou: /*i18n*/ 'If you did not quote on this job, please reply to this email.',
  },
  'hire-cancelled': {
    subject: /*i18n*/ 'A customer cancelled a job you were hired for',
    intro:
      /*i18n*/ '{customer} has cancelled the job “{title}” in {locality} that you were hired for. The hire has ended.',
    button: /*i18n*/ 'Open the job',
    expiry: /*i18n*/ 'Talk to the customer in your conversation if there is anything to settle.',
    notYou: /*i18n*/ 'If you did not quote on this job, please reply to this email.',
  },
  'credits-returned': {
    subject: /*i18n*/ 'Your Quoteway credits are back',
    intro:
      /*i18n*/ 'We have returned the {credits} credits you spent on the job “{title}”: {reason}.',
    button: /*i18n*/ 'See my credits',
    expiry: /*i18n*/ 'Returned credits expire 90 days after they are returned.',
    notYou: /*i18n*/ 'If you did not quote on this job, please reply to this email.',
  },
  'lead-report-confirmed': {
    subject: /*i18n*/ 'Your report of a lead was confirmed',
    intro:
      /*i18n*/ 'An operator confirmed your report of the job ({profession}): the job is withdrawn, and every business that quoted on it gets its credits back. The operator wrote: {note}',
    button: /*i18n*/ 'See my credits',
    expiry: /*i18n*/ 'Thank you for helping to keep leads genuine.',
    notYou: /*i18n*/ 'If you did not report this lead, please reply to this email.',
  },
  'lead-report-dismissed': {
    subject: /*i18n*/ 'Your report of a lead was not upheld',
    intro:
      /*i18n*/ 'An operator looked at your report of the job ({profession}) and did not uphold it. The operator wrote: {note}',
    button: /*i18n*/ 'Open the lead',
    expiry: /*i18n*/ 'If you have more to tell us, reply to this email.',
    notYou: /*i18n*/ 'If you did not report this lead, please reply to this email.',
  },
  'review-report-decided': {
    subject: /*i18n*/ 'An operator decided a report about a review',
    intro:
      /*i18n*/ 'An operator decided a report about a review on Quoteway: {outcome}. The operator wrote: {note}',
    button: /*i18n*/ 'Open the review',
    expiry: /*i18n*/ 'Quoteway publishes its moderation figures every month.',
    notYou: /*i18n*/ 'If you did not write or receive this review, please reply to this email.',
  },
  'unread-messages': {
    subject: /*i18n*/ 'You have unread messages on Quoteway',
    intro:
      /*i18n*/ '{sender} sent you {count, plural, one {a message} other {# messages}} you have not read yet.',
    button: /*i18n*/ 'Read and reply',
    expiry: /*i18n*/ 'We send one e-mail per conversation until you have read it.',
    notYou: /*i18n*/ 'You get this e-mail because you have a conversation on Quoteway.',
  },
  'quote-opened': {
    subject: /*i18n*/ 'A customer opened your quote on Quoteway',
    intro:
      /*i18n*/ '{customer} has opened your quote for the job “{title}”. Now is a good time to follow up.',
    button: /*i18n*/ 'Open the job',
    expiry: /*i18n*/ 'Customers often reply within a day of reading a quote.',
    notYou: /*i18n*/ 'If you did not quote on this job, please reply to this email.',
  },
  'job-completed': {
    subject: /*i18n*/ 'A job of yours is marked complete on Quoteway',
    intro:
      /*i18n*/ '{customer} has marked the job “{title}” complete. Thank you for doing the work through Quoteway.',
    button: /*i18n*/ 'Open the job',
    expiry:
      /*i18n*/ 'The customer can now review your business; their review appears on your page.',
    notYou: /*i18n*/ 'If you were not hired for this job, please reply to this email.',
  },
  'credits-expiring': {
    subject: /*i18n*/ 'Your Quoteway credits expire soon',
    intro:
      /*i18n*/ '{credits} of your credits expire on {date}. Use them to quote on new leads before then.',
    button: /*i18n*/ 'See my credits',
    expiry: /*i18n*/ 'Credits left unused when they expire cannot be returned.',
    notYou:
      /*i18n*/ 'You get this e-mail because your Quoteway business account holds these credits.',
  },
  'verify-email-change': {
    subject: /*i18n*/ 'Confirm your new e-mail address for Quoteway',
    intro:
      /*i18n*/ 'You asked to use this address for your Quoteway account. Confirm it, and it becomes the address you sign in with.',
    button: /*i18n*/ 'Confirm my new e-mail address',
    expiry: /*i18n*/ 'This link expires in 24 hours and works only once.',
    notYou: /*i18n*/ 'If you did not ask for this, ignore this email: nothing changes.',
  },
  'email-changed': {
    subject: /*i18n*/ 'The e-mail address of your Quoteway account',
    // Replaced by the `change` the data carries (asked for, or done).
    intro: /*i18n*/ 'The e-mail address of your Quoteway account is changing.',
    button: /*i18n*/ 'Open my settings',
    expiry: /*i18n*/ 'You can see and change your e-mail address in your settings.',
    notYou:
      /*i18n*/ 'If this was not you, reset your password at once with Forgot password, and reply to this email.',
  },
  'password-changed': {
    subject: /*i18n*/ 'Your Quoteway password was changed',
    intro:
      /*i18n*/ 'The password of your Quoteway account was changed, and every other device signed in to it was signed out.',
    button: /*i18n*/ 'Open my settings',
    expiry: /*i18n*/ 'Your settings list the devices signed in to your account.',
    notYou:
      /*i18n*/ 'If this was not you, reset your password at once with Forgot password, and reply to this email.',
  },
  'account-changed': {
    subject: /*i18n*/ 'Your Quoteway account was changed',
    // Replaced by the `change` the data carries ("Your name was changed to ...").
    intro: /*i18n*/ 'Something about your Quoteway account was changed.',
    button: /*i18n*/ 'Open my settings',
    expiry: /*i18n*/ 'You can review your account in your settings at any time.',
    notYou: /*i18n*/ 'If this was not you, change your password at once and reply to this email.',
  },
};

/** Who a value names when the data leaves it out (each a catalog message). */
const fallbacks: Record<string, string> = {
  business: /*i18n*/ 'A business',
  customer: /*i18n*/ 'A customer',
  sender: /*i18n*/ 'Someone',
};

/** Values that are catalog messages themselves: a trade's name, a reason for a return. */
const translatedValues = ['profession', 'reason', 'outcome'];

/**
 * The subject, plain-text and HTML parts of one e-mail. `data` needs `link` (an absolute
 * http(s) URL) and usually `name`; every value is HTML-escaped in the HTML part. An account
 * notice's `change` (a catalog message the server chose, never a person's words) is its intro.
 */
export function renderEmail(
  template: EmailTemplate,
  data: Record<string, string>,
  locale: Locale = 'en',
): RenderedEmail {
  const tr = translator(locale);
  const c = copy[template];
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'title') values[key] = translatedTitle(tr, value);
    else values[key] = translatedValues.includes(key) && tr.knows(value) ? tr.t(value) : value;
  }
  // A job is named by its title, in the reader's language part by part (`jobTitleText`); an
  // e-mail queued before jobs had titles names it by its trade.
  if (!values.title) values.title = values.profession ?? '';
  for (const [key, fallback] of Object.entries(fallbacks)) {
    if (!values[key]) values[key] = tr.t(fallback);
  }
  if (data.count !== undefined) values.count = Number(data.count);
  // Receipts queued before purchases carried their currency were all New Zealand dollars.
  if (template === 'purchase-receipt' && !values.currency) values.currency = 'NZD';
  // An account notice says what changed: its `change` is a catalog message of its own
  // ("Your name was changed to {value}."), written in place of the general intro.
  const intro = data.change ? tr.t(data.change, values) : tr.t(c.intro, values);
  const subject = tr.t(c.subject);
  const button = tr.t(c.button);
  const expiry = tr.t(c.expiry);
  const notYou = tr.t(c.notYou);
  const link = data.link ?? '';
  // Links come from our own server; refusing anything else keeps a `javascript:` URL out of
  // an href even if a caller is ever careless.
  if (!/^https?:\/\//i.test(link)) {
    throw new Error(`e-mail template ${template} needs an absolute http(s) link`);
  }
  const name = data.name?.trim();
  const greeting = name ? tr.t(/*i18n*/ 'Hi {name},', { name }) : tr.t(/*i18n*/ 'Hi there,');
  const signature = tr.t(/*i18n*/ '— The Quoteway team');
  const linkHelp = tr.t(/*i18n*/ 'If the button does not work, copy this link into your browser:');

  const text = [
    greeting,
    '',
    intro,
    '',
    `${button}:`,
    link,
    '',
    expiry,
    notYou,
    '',
    signature,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b5cad;">Quoteway</p>
<p style="margin:0 0 16px;font-size:16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;">${e(intro)}</p>
<p style="margin:0 0 24px;"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${e(button)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#52606d;">${e(linkHelp)}</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${e(link)}" style="color:#0b5cad;">${e(link)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#52606d;">${e(expiry)}</p>
<p style="margin:0 0 24px;font-size:14px;color:#52606d;">${e(notYou)}</p>
<p style="margin:0;font-size:14px;">${e(signature)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
