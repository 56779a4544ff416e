import { Trans, useLingui } from '@lingui/react/macro';
import { TextLink } from '@quoteway/ui';
import { useParams } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { SimplePage } from './SimplePage';
import { RouterLink } from '../RouterLink';

/** /policy/:tid: 0 Privacy Policy, 1 Terms & Conditions, 2 FAQs (spec section 2). */
export function PolicyPage() {
  const { t } = useLingui();
  const { tid } = useParams();
  const policies = [
    {
      title: t`Privacy Policy`,
      body: (
        <Trans>
          We collect what we need to run the marketplace: your account details, the jobs you post
          and the messages you send. We never sell personal information. Your contact details are
          shown only to businesses that quote on your job.
        </Trans>
      ),
    },
    {
      title: t`Terms & Conditions`,
      body: (
        <Trans>
          Customers post jobs for free. Businesses pay credits to quote; the price of a lead is
          shown before you spend, and credits are returned when a customer cancels before hiring or
          never opens your quote.
        </Trans>
      ),
    },
    {
      title: t`FAQs`,
      body: (
        <Trans>
          How many businesses see my job? Only matching businesses nearby, and at most five can
          quote.
        </Trans>
      ),
    },
  ];
  const policy = policies[Number(tid)];
  if (!/^[0-2]$/.test(tid ?? '') || !policy) return <NotFoundPage />;
  return (
    <SimplePage title={policy.title}>
      <nav aria-label={t`Policies`}>
        {policies.map((p, i) => (
          <span key={p.title}>
            {i > 0 && ' · '}
            <TextLink as={RouterLink} href={`/policy/${i}`} current={i === Number(tid)}>
              {p.title}
            </TextLink>
          </span>
        ))}
      </nav>
      <p>{policy.body}</p>
    </SimplePage>
  );
}
