import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { JOB_LIST_PAGE_SIZE } from '@quoteway/domain';
import { Button, ButtonLink, Spinner, Stack, TextField } from '@quoteway/ui';
import { formStyles as forms, useDebouncedValue } from '@quoteway/account-forms/fields';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SimplePage } from '../pages/SimplePage';
import { RouterLink } from '../RouterLink';
import { FirstPasswordNotice } from './FirstPasswordNotice';
import { JobCard } from './JobCard';
import { jobTabs, tabIndexOf } from './jobTabs';
import * as css from './myJobs.css';
import { JOB_SEARCH_PAUSE_MS, useMyJobs } from './useMyJobs';

/**
 * /my-jobs/:tabId?/:expandedId?: the customer's jobs by status (tab ids in jobTabs.ts),
 * searched by trade, 6 a page. `:expandedId` is the job whose quotes are open, so a
 * link can point at one job's quotes.
 */
export function MyJobsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { tabId, expandedId } = useParams();
  const tab = tabIndexOf(tabId);
  const status = jobTabs[tab] ?? 'all';
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), JOB_SEARCH_PAUSE_MS);
  // A new tab or search starts again at page 1.
  const listKey = `${status}|${search}`;
  const [paging, setPaging] = useState({ for: listKey, page: 1 });
  const page = paging.for === listKey ? paging.page : 1;
  const { jobs, jobChanged } = useMyJobs({ status, search, page });

  const tabLabels = [
    t`All jobs`,
    t`Open jobs`,
    t`Hired jobs`,
    t`Completed jobs`,
    t`Cancelled jobs`,
  ];
  const pages = jobs.isSuccess ? Math.max(1, Math.ceil(jobs.data.total / JOB_LIST_PAGE_SIZE)) : 1;
  const filtered = search !== '' || status !== 'all';

  return (
    <SimplePage title={t`My Jobs`}>
      <Stack gap="md">
        <FirstPasswordNotice />
        <div className={css.toolbar}>
          <div className={css.search}>
            <TextField
              label={t`Search by trade`}
              name="search"
              type="search"
              autoComplete="off"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <ButtonLink as={RouterLink} href="/home">
            {t`Post a job`}
          </ButtonLink>
        </div>
        <nav aria-label={t`Jobs by status`}>
          <ul className={css.tabs}>
            {tabLabels.map((label, index) => (
              <li key={jobTabs[index]}>
                <Link
                  to={`/my-jobs/${index}`}
                  className={css.tab}
                  aria-current={index === tab ? 'page' : undefined}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {jobs.isPending && <Spinner label={t`Loading your jobs`} />}
        {jobs.isError && (
          // A status, not an alert: the page is still usable (tabs, search, Post a job).
          <p role="status" className={forms.error}>
            {jobs.error instanceof ApiRequestError
              ? jobs.error.message
              : t`Your jobs could not be loaded.`}
          </p>
        )}
        {jobs.isSuccess && (
          <>
            <p role="status" className={css.muted}>
              {plural(jobs.data.total, { one: '# job', other: '# jobs' })}
            </p>
            {jobs.data.jobs.length === 0 ? (
              <p>
                {filtered ? (
                  <Trans>No jobs match.</Trans>
                ) : (
                  <Trans>You have not posted a job yet.</Trans>
                )}
              </p>
            ) : (
              <ul className={css.jobList} aria-label={t`Your jobs`}>
                {jobs.data.jobs.map((job) => (
                  <JobCard
                    key={job._id}
                    job={job}
                    expanded={job._id === expandedId}
                    onToggle={() =>
                      void navigate(
                        job._id === expandedId ? `/my-jobs/${tab}` : `/my-jobs/${tab}/${job._id}`,
                        { preventScrollReset: true },
                      )
                    }
                    onJobChanged={jobChanged}
                  />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav aria-label={t`Pages`} className={css.pagination}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPaging({ for: listKey, page: page - 1 })}
                >
                  {t`Previous`}
                </Button>
                <span>
                  <Trans>
                    Page {page} of {pages}
                  </Trans>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPaging({ for: listKey, page: page + 1 })}
                >
                  {t`Next`}
                </Button>
              </nav>
            )}
          </>
        )}
      </Stack>
    </SimplePage>
  );
}
