import { useLingui } from '@lingui/react/macro';
import { Card, mediaDown, Tabs, useMediaQuery } from '@quoteway/ui';
import { useNavigate, useParams } from 'react-router';
import { FoldedLeadFilters } from '../leads/FoldedLeadFilters';
import { LeadFilters } from '../leads/LeadFilters';
import { LeadList } from '../leads/LeadList';
import type { LeadListKind } from '../leads/useLeadList';
import { ConsolePage } from './ConsolePage';

/** The tabs in route order: /leads/tab/0 new leads, /1 quoted, /2 drafts. */
const tabKinds: readonly LeadListKind[] = ['new', 'quoted', 'draft'];

/** /leads/tab/:tabId?: new, quoted and draft leads. */
export function LeadsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { tabId } = useParams();
  const index = Math.max(0, ['0', '1', '2'].indexOf(tabId ?? '0'));
  const kind = tabKinds[index] ?? 'new';
  // On a phone the four filters and their buttons filled the first screen (the first lead
  // began at y = 721 at 375 px): below the small breakpoint, and on a phone held sideways,
  // they fold behind a button.
  const phone = useMediaQuery(`${mediaDown('sm')}, (max-height: 499.98px)`);

  return (
    <ConsolePage title={t`Leads`}>
      {phone ? (
        <FoldedLeadFilters />
      ) : (
        <Card>
          <LeadFilters />
        </Card>
      )}
      <Tabs
        label={t`Lead lists`}
        tabs={[
          { value: '0', label: t`New leads` },
          { value: '1', label: t`Quoted` },
          { value: '2', label: t`Drafts` },
        ]}
        value={String(index)}
        onChange={(value) => void navigate(`/leads/tab/${value}`)}
      >
        <LeadList key={kind} kind={kind} />
      </Tabs>
    </ConsolePage>
  );
}
