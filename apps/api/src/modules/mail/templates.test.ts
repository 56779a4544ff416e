import { describe, expect, it } from 'vitest';
import { type EmailTemplate, emailTemplates } from '@quoteway/contracts';
import { renderEmail } from './templates';

const link = 'https://quoteway.test/account/verify?token=3f9a0c';

describe('renderEmail', () => {
  it.each(emailTemplates)('renders %s with the link in both parts', (template) => {
    const link = 'https://quoteway.example/a?token=abc';
    const mail = renderEmail(template, {
      name: 'Aroha',
      link,
      number: '9429041925676',
      reason: 'Removed',
    });
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Hi Aroha,');
  });

  const cases: { template: EmailTemplate; subject: string; button: string; expiry: string }[] = [
    {
      template: 'verify-email',
      subject: 'Confirm your email address for Quoteway',
      button: 'Confirm my email address',
      expiry: 'expires in 48 hours',
    },
    {
      template: 'reset-password',
      subject: 'Reset your Quoteway password',
      button: 'Choose a new password',
      expiry: 'expires in 1 hour',
    },
    {
      template: 'reactivate-account',
      subject: 'Reactivate your Quoteway account',
      button: 'Reactivate my account',
      expiry: 'expires in 48 hours',
    },
  ];

  it.each(cases)(
    '$template: subject, greeting, link, expiry',
    ({ template, subject, button, expiry }) => {
      const mail = renderEmail(template, { name: 'Aroha', link });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toMatch(/^Hi Aroha,\n/);
      expect(mail.text).toContain(`${button}:\n${link}\n`);
      expect(mail.text).toContain(expiry);
      expect(mail.text).toContain('The Quoteway team');
      // The link as a button and again as plain text for clients that hide buttons.
      expect(mail.html.split(`href="${link}"`)).toHaveLength(3);
      expect(mail.html).toContain(`>${button}</a>`);
      expect(mail.html).toContain(`>${link}</a>`);
      expect(mail.html).toContain(expiry);
      expect(mail.html).toContain('Hi Aroha,');
    },
  );

  it.each(cases)('$template: escapes every value in the HTML part', ({ template }) => {
    const mail = renderEmail(template, {
      name: '<script>alert("pwned")</script>',
      link: 'https://quoteway.test/r?token=a&next="/home"',
    });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;,');
    expect(mail.html).toContain(
      'href="https://quoteway.test/r?token=a&amp;next=&quot;/home&quot;"',
    );
    expect(mail.html).not.toContain('"/home"');
    // The text part is plain text: nothing to escape there.
    expect(mail.text).toContain('Hi <script>alert("pwned")</script>,');
  });

  it('greets without a name when none is given', () => {
    expect(renderEmail('verify-email', { link }).text).toMatch(/^Hi there,\n/);
    expect(renderEmail('verify-email', { name: '  ', link }).html).toContain('Hi there,');
  });

  it.each([
    ['missing', undefined],
    ['relative', '/verify?token=1'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses a %s link', (_, bad) => {
    const data: Record<string, string> = { name: 'Aroha' };
    if (bad !== undefined) data.link = bad;
    expect(() => renderEmail('reset-password', data)).toThrow(/http\(s\) link/);
  });

  it("writes an account notice's change in place of the intro, its value escaped", () => {
    const mail = renderEmail('account-changed', {
      name: 'Aroha',
      link: 'https://quoteway.example/settings',
      change: 'Your name was changed to {value}.',
      value: 'Aroha <b>Ngata</b>',
    });
    expect(mail.text).toContain('Your name was changed to Aroha <b>Ngata</b>.');
    expect(mail.html).toContain('Your name was changed to Aroha &lt;b&gt;Ngata&lt;/b&gt;.');
    expect(mail.text).not.toContain('Something about your Quoteway account was changed.');
    expect(mail.text).toContain('Open my settings:\nhttps://quoteway.example/settings\n');
  });

  it('keeps the general intro of an account notice without a change', () => {
    const mail = renderEmail('account-changed', { link: 'https://quoteway.example/settings' });
    expect(mail.text).toContain('Something about your Quoteway account was changed.');
  });
});
