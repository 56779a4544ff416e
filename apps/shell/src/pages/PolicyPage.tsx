import { useLingui } from '@lingui/react/macro';
import { FAQ_POLICY, faq, policies } from '@quoteway/domain';
import { Stack, TextLink } from '@quoteway/ui';
import { useParams } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { SimplePage } from './SimplePage';
import { SiteTextView } from './SiteTextView';
import { RouterLink } from '../RouterLink';

/**
 * /policy/:tid: 0 Privacy Policy, 1 Terms & Conditions, 2 FAQs (spec section 2). The text
 * lives in @quoteway/domain, shared with the server (which also describes the FAQ to search
 * engines as a FAQPage).
 */
export function PolicyPage() {
  const { t, i18n } = useLingui();
  const { tid } = useParams();
  const policy = policies[Number(tid)];
  if (!/^[0-2]$/.test(tid ?? '') || !policy) return <NotFoundPage />;
  return (
    <SimplePage title={i18n._(policy.title)}>
      <nav aria-label={t`Policies`}>
        {policies.map((p, i) => (
          <span key={p.title.id}>
            {i > 0 && ' · '}
            <TextLink as={RouterLink} href={`/policy/${i}`} current={i === Number(tid)}>
              {i18n._(p.title)}
            </TextLink>
          </span>
        ))}
      </nav>
      {policy.paragraphs.map((text) => (
        <p key={text.id}>
          <SiteTextView text={text} />
        </p>
      ))}
      {Number(tid) === FAQ_POLICY && (
        <Stack gap="lg">
          {faq.map((entry) => (
            <section key={entry.question.id}>
              <h2>
                <SiteTextView text={entry.question} />
              </h2>
              <p>
                <SiteTextView text={entry.answer} />
              </p>
            </section>
          ))}
        </Stack>
      )}
    </SimplePage>
  );
}
