import type { EmailTemplate } from '@quoteway/contracts';
import { escapeHtml } from './escapeHtml';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  /** Paragraph before the button (from the data when it needs values; escaped in HTML). */
  intro: string | ((data: Record<string, string>) => string);
  button: string;
  expiry: string;
  /** What to do if the reader did not ask for this e-mail. */
  notYou: string;
}

const copy: Record<EmailTemplate, Copy> = {
  'verify-email': {
    subject: 'Confirm your email address for Quoteway',
    intro: 'Welcome to Quoteway! Please confirm your email address so we know it’s really you.',
    button: 'Confirm my email address',
    expiry: 'This link expires in 48 hours.',
    notYou: 'If you didn’t create a Quoteway account, you can safely ignore this email.',
  },
  'reset-password': {
    subject: 'Reset your Quoteway password',
    intro: 'We received a request to reset the password of your Quoteway account.',
    button: 'Choose a new password',
    expiry: 'This link expires in 1 hour and works only once.',
    notYou: 'If you didn’t ask for this, you can ignore this email: your password stays the same.',
  },
  'reactivate-account': {
    subject: 'Reactivate your Quoteway account',
    intro: 'You asked to reactivate your Quoteway account. Welcome back!',
    button: 'Reactivate my account',
    expiry: 'This link expires in 48 hours.',
    notYou: 'If this wasn’t you, ignore this email and your account stays deactivated.',
  },
  'business-number-rejected': {
    subject: 'Please check your business number on Quoteway',
    intro: (data) =>
      `When you registered, the business register could not be reached, so we accepted your business number ${data.number ?? ''} for now. The register has now answered: ${data.reason ?? ''}. Please check the number, so customers can trust your listing.`,
    button: 'Check my business details',
    expiry: 'Until the number is confirmed, your business shows as not yet verified.',
    notYou: 'If you did not register this business, please reply to this email.',
  },
  'purchase-receipt': {
    subject: 'Your Quoteway credits receipt',
    intro: (data) =>
      `Thank you for your purchase. You paid ${data.amount ?? ''} (${data.currency ?? 'NZD'}) for ${data.credits ?? ''} credits plus ${data.bonusCredits ?? ''} bonus credits. Your balance is now ${data.balance ?? ''} credits. Receipt number: ${data.receipt ?? ''}.`,
    button: 'See my credits',
    expiry: 'These credits expire 90 days after purchase.',
    notYou: 'If you did not make this purchase, please reply to this email at once.',
  },
  'new-lead': {
    subject: 'A new job near you on Quoteway',
    intro: (data) =>
      `A customer in ${data.locality ?? ''} has posted a ${data.profession ?? ''} job. Quoting costs ${data.credits ?? ''} credits, and at most 5 businesses can quote.`,
    button: 'See the job',
    expiry: 'The job stays open until the customer hires someone or 5 businesses have quoted.',
    notYou: 'You get these e-mails because the job matches your trades and service area.',
  },
  'new-quote': {
    subject: 'You have a new quote on Quoteway',
    intro: (data) =>
      `${data.business ?? 'A business'} has sent you a quote for your ${data.profession ?? ''} job.`,
    button: 'See the quote',
    expiry: 'Compare quotes and hire the business that suits you best.',
    notYou: 'If you did not post this job, please reply to this email.',
  },
  'direct-lead': {
    subject: 'A customer asked you for a quote on Quoteway',
    intro: (data) =>
      `A customer in ${data.locality ?? ''} found your business page and asked you to quote on a ${data.profession ?? ''} job. Quoting costs ${data.credits ?? ''} credits.`,
    button: 'See the job',
    expiry: 'Reply soon: customers usually hire one of the first businesses to answer.',
    notYou: 'You get this e-mail because the customer chose your business on Quoteway.',
  },
  'review-request': {
    subject: 'How did it go? Review your business on Quoteway',
    intro: (data) =>
      `Your ${data.profession ?? ''} job with ${data.business ?? 'your business'} is marked complete. A short review helps other customers choose, and helps good businesses get found.`,
    button: 'Write a review',
    expiry: 'You can write your review for 60 days after the job was completed.',
    notYou: 'If you did not post this job, please reply to this email.',
  },
  'review-received': {
    subject: 'You have a new review on Quoteway',
    intro: (data) =>
      `${data.customer ?? 'A customer'} gave your business ${data.rating ?? ''} stars for the ${data.profession ?? ''} job. You can reply publicly, once, for free.`,
    button: 'Read the review',
    expiry:
      'Reviews cannot be removed by a business; a reply is the best answer to a fair one, and any review can be reported.',
    notYou: 'You get this e-mail because the review is about your business.',
  },
  'review-replied': {
    subject: 'The business replied to your review on Quoteway',
    intro: (data) => `${data.business ?? 'The business'} has replied to your review.`,
    button: 'Read the reply',
    expiry: 'You can report a reply you think breaks our rules.',
    notYou: 'If you did not write this review, please reply to this email.',
  },
  'quote-hired': {
    subject: 'You have been hired on Quoteway',
    intro: (data) =>
      `Good news: ${data.customer ?? 'the customer'} has hired you for the ${data.profession ?? ''} job in ${data.locality ?? ''}.`,
    button: 'Open the job',
    expiry: 'Get in touch with the customer to arrange the work.',
    notYou: 'If you did not quote on this job, please reply to this email.',
  },
  'quote-declined': {
    subject: 'A job you quoted on has been filled',
    intro: (data) =>
      `The customer of the ${data.profession ?? ''} job in ${data.locality ?? ''} has hired another business. Thank you for quoting.`,
    button: 'Find more leads',
    expiry: 'New jobs that match your trades and area keep arriving.',
    notYou: 'If you did not quote on this job, please reply to this email.',
  },
  'credits-returned': {
    subject: 'Your Quoteway credits are back',
    intro: (data) =>
      `We have returned the ${data.credits ?? ''} credits you spent on the ${data.profession ?? ''} job: ${data.reason ?? ''}.`,
    button: 'See my credits',
    expiry: 'Returned credits expire 90 days after they are returned.',
    notYou: 'If you did not quote on this job, please reply to this email.',
  },
  'unread-messages': {
    subject: 'You have unread messages on Quoteway',
    intro: (data) =>
      `${data.sender ?? 'Someone'} sent you ${data.count === '1' ? 'a message' : `${data.count ?? ''} messages`} you have not read yet.`,
    button: 'Read and reply',
    expiry: 'We send one e-mail per conversation until you have read it.',
    notYou: 'You get this e-mail because you have a conversation on Quoteway.',
  },
};

/**
 * The subject, plain-text and HTML parts of one e-mail. `data` needs `link` (an absolute
 * http(s) URL) and usually `name`; every value is HTML-escaped in the HTML part.
 */
export function renderEmail(template: EmailTemplate, data: Record<string, string>): RenderedEmail {
  const c = copy[template];
  const intro = typeof c.intro === 'function' ? c.intro(data) : c.intro;
  const link = data.link ?? '';
  // Links come from our own server; refusing anything else keeps a `javascript:` URL out of
  // an href even if a caller is ever careless.
  if (!/^https?:\/\//i.test(link)) {
    throw new Error(`e-mail template ${template} needs an absolute http(s) link`);
  }
  const name = data.name?.trim();
  const greeting = name ? `Hi ${name},` : 'Hi there,';

  const text = [
    greeting,
    '',
    intro,
    '',
    `${c.button}:`,
    link,
    '',
    c.expiry,
    c.notYou,
    '',
    '— The Quoteway team',
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${e(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b5cad;">Quoteway</p>
<p style="margin:0 0 16px;font-size:16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;">${e(intro)}</p>
<p style="margin:0 0 24px;"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${e(c.button)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#52606d;">If the button doesn’t work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${e(link)}" style="color:#0b5cad;">${e(link)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#52606d;">${e(c.expiry)}</p>
<p style="margin:0 0 24px;font-size:14px;color:#52606d;">${e(c.notYou)}</p>
<p style="margin:0;font-size:14px;">— The Quoteway team</p>
</div>
</body>
</html>
`;
  return { subject: c.subject, text, html };
}
