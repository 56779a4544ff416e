import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { apiQuery, type ContentPage } from '@quoteway/api-client';
import {
  type ContentPageId,
  contentPagePath,
  isContentLanguage,
  policyPages,
} from '@quoteway/domain';
import { PageContainer, Spinner, TextField, TextLink, useDocumentTitle } from '@quoteway/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../api';
import { LoadProblem } from '../../businesses/LoadProblem';
import { RouterLink } from '../../RouterLink';
import { NotFoundPage } from '../NotFoundPage';
import * as css from './content.css';
import { matchQuestions, matchSections } from './helpSearch';

// The site's own pages (help, FAQ, policies, about, how it works, ads) are Markdown in
// @quoteway/content, rendered by the server and read here in the visitor's language through
// `GET /api/content/:page`. The HTML is the server renderer's (raw HTML off, only http(s),
// mailto and relative links), never anyone's input, so it is inserted as it comes.

/** What a page is called before it has loaded (and in the policies' menu). */
function usePageName(page: ContentPageId): string {
  const { t } = useLingui();
  switch (page) {
    case 'help':
      return t`Help`;
    case 'faq':
      return t`FAQ's`;
    case 'privacy':
      return t`Privacy Policy`;
    case 'terms':
      return t`Terms & Conditions`;
    case 'about':
      return t`About`;
    case 'how-it-works':
      return t`How It Works`;
    case 'ads':
      return t`Advertise with Quoteway`;
  }
}

/** The page in the interface's language (English for a language the pages lack). */
function useContentPage(page: ContentPageId) {
  const { i18n } = useLingui();
  const lang = isContentLanguage(i18n.locale) ? i18n.locale : 'en';
  return useQuery(apiQuery(api, 'contentPage', { params: { page }, query: { lang } }));
}

/** "27 November 2026" in the page's language (English as New Zealand writes it). */
function longDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-NZ' : lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** HTML made by the server's content renderer (see the note at the top of this file). */
function Rendered({ html }: { html: string }) {
  if (!html) return null;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A heading that links to itself, so a question or section can be shared by its address. */
function Anchored({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a className={css.anchor} href={`#${id}`} data-anchor="">
      {children}
    </a>
  );
}

/** Links to the three policies of /policy/:tid, the current one marked. */
function PolicyMenu({ current }: { current: ContentPageId }) {
  const { t } = useLingui();
  const names = { privacy: t`Privacy Policy`, terms: t`Terms & Conditions`, faq: t`FAQ's` };
  return (
    <nav aria-label={t`Policy pages`}>
      <ul className={css.policyNav}>
        {policyPages.map((page) => (
          <li key={page}>
            <TextLink as={RouterLink} href={contentPagePath(page)} current={page === current}>
              {names[page]}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface ArticleProps {
  doc: ContentPage;
  /** Shown between the header and the text (the help centre's search). */
  tools?: ReactNode;
  /** The sections to show (the help centre's search narrows them). */
  sections?: readonly ContentPage['sections'][number][];
  /** Whether the table of contents is shown (not while searching). */
  showToc?: boolean;
}

/**
 * A content page: its title, when it last changed, the policies' menu on a policy, a table
 * of contents on a long page, and its sections with anchored headings. Links to the site's
 * own pages inside the text open in the app; a #question in the address is scrolled to.
 */
function Article({ doc, tools, sections = doc.sections, showToc = doc.toc }: ArticleProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const faq = doc.page === 'faq';

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };

  const date = longDate(doc.updated, doc.lang);
  const isPolicy = (policyPages as readonly string[]).includes(doc.page);
  return (
    <PageContainer>
      <article
        lang={doc.lang}
        dir={doc.dir}
        className={`${css.page} ${showToc ? css.withToc : ''}`}
        onClick={followInternalLink}
      >
        <header className={css.header}>
          <h1 className={css.title}>{doc.title}</h1>
          <p className={css.updated}>
            <Trans>
              Last updated <time dateTime={doc.updated}>{date}</time>
            </Trans>
          </p>
          {isPolicy && <PolicyMenu current={doc.page} />}
        </header>
        {showToc && (
          <nav className={css.toc} aria-labelledby="content-toc">
            <h2 id="content-toc" className={css.tocTitle}>
              {t`Contents`}
            </h2>
            <ol className={css.tocList}>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <TextLink href={`#${section.id}`}>{section.title}</TextLink>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={css.prose}>
          <Rendered html={doc.intro} />
          {tools}
          {sections.map((section) =>
            faq ? (
              <section key={section.id} id={section.id} className={css.entry}>
                <h2 className={css.entryTitle}>
                  <Anchored id={section.id}>{section.title}</Anchored>
                </h2>
                <Rendered html={section.html} />
              </section>
            ) : (
              <section key={section.id} className={css.section} aria-labelledby={section.id}>
                <h2 id={section.id} className={css.sectionTitle}>
                  <Anchored id={section.id}>{section.title}</Anchored>
                </h2>
                <Rendered html={section.html} />
                {section.entries.map((entry) => (
                  <div key={entry.id} id={entry.id} className={css.entry}>
                    <h3 className={css.entryTitle}>
                      <Anchored id={entry.id}>{entry.title}</Anchored>
                    </h3>
                    <Rendered html={entry.html} />
                  </div>
                ))}
              </section>
            ),
          )}
        </div>
      </article>
    </PageContainer>
  );
}

/** The pages the help search also reads, once someone searches: the FAQ and the policies. */
const alsoSearched = ['faq', 'terms', 'privacy'] as const satisfies readonly ContentPageId[];

/**
 * The help centre's search: filters the questions of both audiences as you type, and lists
 * the sections of the FAQ and the policies that match too (word forms and synonyms count:
 * "refund" finds "money back").
 */
function HelpCentre({ doc }: { doc: ContentPage }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const lang = isContentLanguage(i18n.locale) ? i18n.locale : 'en';
  const others = useQueries({
    queries: alsoSearched.map((page) => ({
      ...apiQuery(api, 'contentPage', { params: { page }, query: { lang } }),
      enabled: searching,
    })),
  });
  const found = matchQuestions(doc.sections, query);
  const elsewhere = alsoSearched.flatMap((page, index) => {
    const other = others[index]?.data;
    return other
      ? matchSections(other.sections, query).map((section) => ({ page, doc: other, section }))
      : [];
  });
  const count = found.reduce((sum, section) => sum + section.entries.length, 0) + elsewhere.length;
  const tools = (
    <div className={css.search} role="search">
      <TextField
        type="search"
        name="q"
        label={t`Search the help centre`}
        hint={t`For example: credits back, verified badge, cancel a job`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p className={css.searchStatus} role="status">
        {searching && <Plural value={count} one="# question matches" other="# questions match" />}
      </p>
      {elsewhere.length > 0 && (
        <section aria-labelledby="help-elsewhere">
          <h2 id="help-elsewhere" className={css.emptyTitle}>
            <Trans>In the FAQ and our policies</Trans>
          </h2>
          <ul>
            {elsewhere.map(({ page, doc: other, section }) => (
              <li key={`${page}-${section.id}`}>
                <TextLink as={RouterLink} href={`${contentPagePath(page)}#${section.id}`}>
                  {section.title}
                </TextLink>{' '}
                <span className={css.searchStatus}>({other.title})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {searching && count === 0 && (
        <div className={css.empty}>
          <p className={css.emptyTitle}>
            <Trans>No questions match “{query}”</Trans>
          </p>
          <p className={css.flush}>
            <Trans>
              Try fewer or different words, or write to us at{' '}
              <TextLink href="mailto:help@quoteway.co.nz">help@quoteway.co.nz</TextLink>.
            </Trans>
          </p>
        </div>
      )}
    </div>
  );
  return <Article doc={doc} tools={tools} sections={found} showToc={doc.toc && !searching} />;
}

/** A content page by id: loading, a failed read, or the page. */
function ContentRoute({ page }: { page: ContentPageId }) {
  const { t } = useLingui();
  const name = usePageName(page);
  const query = useContentPage(page);
  useDocumentTitle(query.data?.title ?? name);
  if (query.data) {
    return page === 'help' ? <HelpCentre doc={query.data} /> : <Article doc={query.data} />;
  }
  // Holds a screen's height while the text loads: the footer stays below the fold.
  return (
    <div className={css.loading}>
      <PageContainer>
        <h1 className={css.title}>{name}</h1>
        {query.isError ? (
          <LoadProblem
            message={t`This page could not be loaded.`}
            error={query.error}
            retry={() => void query.refetch()}
          />
        ) : (
          <Spinner label={t`Loading`} />
        )}
      </PageContainer>
    </div>
  );
}

export function HelpPage() {
  return <ContentRoute page="help" />;
}

export function AboutPage() {
  return <ContentRoute page="about" />;
}

export function HowItWorksPage() {
  return <ContentRoute page="how-it-works" />;
}

export function AdsPage() {
  return <ContentRoute page="ads" />;
}

/** /policy/:tid: 0 Privacy Policy, 1 Terms & Conditions, 2 FAQs (spec section 2). */
export function PolicyPage() {
  const { tid } = useParams();
  const page = /^\d$/.test(tid ?? '') ? policyPages[Number(tid)] : undefined;
  if (!page) return <NotFoundPage />;
  return <ContentRoute key={page} page={page} />;
}
