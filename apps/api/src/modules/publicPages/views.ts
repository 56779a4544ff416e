import type {
  ContentPage,
  DirectoryResponse,
  Locality,
  ProfessionList,
  PublicBusiness,
  RecentReviewsResponse,
  Review,
  RouteOutput,
  Routes,
  SiteStats,
} from '@quoteway/contracts';
import { contentLabels } from '@quoteway/content';
import {
  businessPagePath,
  COVER_SIZE,
  contentLanguages,
  contentPagePath,
  professionPath,
  siteLocaleTag,
} from '@quoteway/domain';
import { siteOfOrigin } from '../../origin';
import { clip, type Head, Html, html, join } from './html';

// The pages as served before the SPA runs: English text around the API's data, in plain
// semantic markup (React replaces it when it mounts). Head and structured data say what the
// page itself says. User text is always escaped by `html`. The few class names (`served`,
// `hero`, `hero-text`, `cover`, `user-text`, `muted`) are the shell's layout/served.css.ts:
// the first screen's boxes at the app's own sizes, so the page does not jump when the app
// comes.

/** What a page is about, absolute addresses made from `origin`. */
export interface PageView {
  status: 200 | 404;
  head: Omit<Head, 'locale'>;
  /** The static content; none for pages made in the browser (forms, signed-in screens). */
  body: Html | null;
}

/** The site a page is served for. */
export interface Site {
  /** `https://quoteway.co.nz`, no trailing slash. */
  origin: string;
}

const DESCRIPTION_MAX = 160;

/** The home page's lead, as the app says it. */
const HOME_LEAD =
  'Post your job for free. Up to five local businesses quote, and you choose who to hire.';

const HOME_DESCRIPTION =
  'Post your job for free and get up to five quotes from local trade businesses, with verified reviews from real hires and registered business numbers.';

interface Crumb {
  name: string;
  path: string;
}

export const homeCrumb: Crumb = { name: 'Home', path: '/home' };
export const directoryCrumb: Crumb = { name: 'Business Directory', path: '/business-directory' };

export function breadcrumbJsonLd(site: Site, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${site.origin}${crumb.path}`,
    })),
  };
}

export function breadcrumbNav(crumbs: Crumb[]): Html {
  return html`<nav aria-label="Breadcrumb"><ol>${crumbs.map(
    (crumb) => html`<li><a href="${crumb.path}">${crumb.name}</a></li>`,
  )}</ol></nav>`;
}

export function page(
  site: Site,
  path: string,
  content: {
    title: string;
    description: string;
    body: Html | null;
    jsonLd?: unknown[];
    image?: string | null;
    ogType?: Head['ogType'];
    indexed?: boolean;
    status?: 200 | 404;
  },
): PageView {
  const indexed = content.indexed ?? true;
  return {
    status: content.status ?? 200,
    head: {
      title: content.title,
      description: clip(content.description, DESCRIPTION_MAX),
      canonical: indexed ? `${site.origin}${path}` : null,
      robots: indexed ? null : 'noindex',
      ogType: content.ogType ?? 'website',
      image: content.image ?? null,
      jsonLd: content.jsonLd ?? [],
    },
    body: content.body && html`<main class="served">${content.body}</main>`,
  };
}

function absolute(site: Site, url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `${site.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function paragraphs(text: string): Html {
  return join(
    text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => html`<p dir="auto">${p}</p>`),
  );
}

function placeName(location: Locality | null): string {
  return location ? `${location.locality}, ${location.region}` : '';
}

function ratingLine(rating: { average: number | null; count: number }): string {
  if (rating.count === 0 || rating.average === null) return 'No reviews yet';
  const reviews = rating.count === 1 ? '1 verified review' : `${rating.count} verified reviews`;
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${reviews}`;
}

/** How the page's site writes a number in English (1,00,000 in India, 100,000 elsewhere). */
export function siteNumber(n: number, site: Site): string {
  return n.toLocaleString(siteLocaleTag('en', siteOfOrigin(site.origin)));
}

/** "3 businesses", the number written as the page's site writes it. */
export function count(site: Site, n: number, one: string, many: string): string {
  return `${siteNumber(n, site)} ${n === 1 ? one : many}`;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11" as "November 2026". */
export function monthName(month: string): string {
  const [year, m] = month.split('-');
  const name = monthNames[Number(m) - 1];
  return name && year ? `${name} ${year}` : month;
}

// ---- home and landing ------------------------------------------------------------------

export interface HomeData {
  trades: ProfessionList['professions'];
  stats: SiteStats | null;
  recent: RecentReviewsResponse['reviews'];
}

function figures(site: Site, stats: SiteStats | null): Html {
  if (!stats) return html``;
  const items = [
    `${count(site, stats.businesses, 'business', 'businesses')} listed, ${siteNumber(stats.verifiedBusinesses, site)} with a verified business number`,
    stats.averageRating !== null && stats.reviews > 0
      ? `Rated ${stats.averageRating.toFixed(1)} out of 5 on average from ${count(site, stats.reviews, 'verified review', 'verified reviews')}`
      : null,
    `${count(site, stats.jobsThisMonth, 'job', 'jobs')} posted this month`,
  ].filter((item): item is string => item !== null);
  return html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;
}

function recentReviews(recent: HomeData['recent']): Html {
  if (recent.length === 0) return html``;
  return html`<h2>Recent reviews</h2><ul>${recent.map(
    (review) =>
      html`<li><p><a href="${businessPagePath(review.business.slug)}">${review.business.businessName}</a>: ${review.rating} out of 5, ${review.professionName}, ${monthName(review.jobMonth)}</p><blockquote dir="auto"><p>${clip(review.text, 300)}</p></blockquote><p>${review.reviewerName}</p></li>`,
  )}</ul>`;
}

function tradeLinks(trades: ReadonlyArray<{ slug: string; name: string }>): Html {
  return html`<ul>${trades.map(
    (trade) => html`<li><a href="${professionPath(trade.slug)}">${trade.name}</a></li>`,
  )}</ul>`;
}

const homeTitle = 'Get quotes from local trades you can trust';

/** The home and landing pages' heading and lead, in the app's hero. */
function hero(title: string, lead: string): Html {
  return html`<section class="hero"><div class="hero-text"><h1 dir="auto">${title}</h1><p>${lead}</p></div></section>`;
}

export function homePage(site: Site, data: HomeData, popular: readonly string[]): PageView {
  const trades = popular
    .map((slug) => data.trades.find((trade) => trade.slug === slug))
    .filter((trade) => trade !== undefined);
  return page(site, '/home', {
    title: homeTitle,
    description: HOME_DESCRIPTION,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Quoteway',
        url: `${site.origin}/home`,
      },
    ],
    body: html`${hero(homeTitle, HOME_LEAD)}${figures(site, data.stats)}<h2>Popular trades</h2>${tradeLinks(trades)}${recentReviews(data.recent)}<p><a href="/how-it-works">How it works</a> · <a href="/business-directory">Business Directory</a></p>`,
  });
}

/** /landing-page/:service/:locations?, the trade and place as found (null: not found). */
export function landingPage(
  site: Site,
  trade: { slug: string; name: string },
  place: string | null,
): PageView {
  // The heading as the app's landing page says it.
  const title = place ? `${trade.name} in ${place}` : `${trade.name} near you`;
  const path = `/landing-page/${encodeURIComponent(trade.slug)}${place ? `/${encodeURIComponent(place)}` : ''}`;
  return page(site, path, {
    title,
    description: `${title}: ${HOME_LEAD} Every review is from a real hire.`,
    body: html`${hero(title, HOME_LEAD)}<p><a href="${professionPath(trade.slug, place ?? undefined)}">${trade.name} businesses${place ? ` in ${place}` : ''}: see their reviews</a></p>`,
  });
}

// ---- the directory -----------------------------------------------------------------------

/** The directory's lead and how it ranks, as the app says them. */
const DIRECTORY_LEAD =
  'Find trusted local businesses by trade and place, with ratings from verified hires.';
const rankingExplained = html`<section><h2>How we rank businesses</h2><p>First by rating, using a Bayesian average: each business’s reviews are weighed together with a few average ones, so a single 5-star review does not outrank forty reviews averaging 4.8.</p><p>Then by the number of reviews, whether the business is verified, and how far it is from the place you searched.</p><p><strong>No one can pay to rank higher.</strong></p></section>`;

export function directoryPage(site: Site, list: ProfessionList): PageView {
  const crumbs = [homeCrumb, directoryCrumb];
  return page(site, directoryCrumb.path, {
    title: directoryCrumb.name,
    description: `Find local trade businesses on Quoteway by trade: ${list.professions.length} trades in ${list.categories.length} categories, with verified reviews from real hires.`,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
    body: html`${breadcrumbNav(crumbs)}<h1>${directoryCrumb.name}</h1><p class="muted">${DIRECTORY_LEAD}</p>${rankingExplained}<section><h2>Browse all trades</h2><ul>${list.categories.map(
      (category) =>
        html`<li><h3>${category.name}</h3>${tradeLinks(
          list.professions.filter((trade) => trade.categorySlug === category.slug),
        )}</li>`,
    )}</ul></section>`,
  });
}

export function directoryEntry(entry: DirectoryResponse['businesses'][number]): Html {
  const facts = [
    entry.professions.map((trade) => trade.name).join(', '),
    placeName(entry.location),
    ratingLine(entry.rating),
    entry.verified ? 'Verified business number' : '',
  ].filter(Boolean);
  return html`<li><h2><a href="${businessPagePath(entry.slug)}">${entry.businessName}</a></h2><p>${facts.join(' · ')}</p>${entry.summary ? html`<p dir="auto">${entry.summary}</p>` : ''}</li>`;
}

/** /profession/:slug/:place? (and /category/ naming a trade): the businesses listed. */
export function professionPage(
  site: Site,
  trade: { slug: string; name: string },
  place: Locality | null,
  list: DirectoryResponse,
): PageView {
  // As the SPA's listing says it.
  const title = place
    ? `${trade.name} businesses in ${place.locality}`
    : `${trade.name} businesses`;
  const path = professionPath(trade.slug, place?.locality);
  const crumbs = [
    homeCrumb,
    directoryCrumb,
    { name: `${trade.name} businesses`, path: professionPath(trade.slug) },
    ...(place ? [{ name: title, path }] : []),
  ];
  const serving = place ? ` serving ${place.locality}` : '';
  const more = list.total - list.businesses.length;
  return page(site, path, {
    title,
    description:
      list.total > 0
        ? `Compare ${count(site, list.total, `${trade.name} business`, `${trade.name} businesses`)}${serving} by their verified reviews, then post your job for free and get up to five quotes.`
        : `${title}: post your job for free and matching local businesses will quote.`,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
    // A place with nobody listed is thin: left out of the index (and of the sitemap).
    indexed: !(place && list.total === 0),
    body: html`${breadcrumbNav(crumbs)}<h1>${title}</h1>${
      list.businesses.length > 0
        ? html`<ol>${list.businesses.map(directoryEntry)}</ol>${more > 0 ? html`<p>${count(site, more, 'more business', 'more businesses')}</p>` : ''}`
        : html`<p>No businesses are listed here yet. Post your job and matching businesses will quote.</p>`
    }<p><a href="/landing-page/${encodeURIComponent(trade.slug)}${place ? `/${encodeURIComponent(place.locality)}` : ''}">Get quotes</a></p>`,
  });
}

/** /category/:category/:place naming a category: its trades in that place. */
export function categoryPage(
  site: Site,
  category: { slug: string; name: string },
  trades: ProfessionList['professions'],
  place: Locality,
): PageView {
  const title = `${category.name} in ${place.locality}`;
  const path = `/category/${encodeURIComponent(category.slug)}/${encodeURIComponent(place.locality)}`;
  const crumbs = [homeCrumb, directoryCrumb, { name: title, path }];
  return page(site, path, {
    title,
    description: `${title}: find local businesses for ${trades.map((t) => t.name).join(', ')}, with verified reviews from real hires.`,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
    body: html`${breadcrumbNav(crumbs)}<h1>${title}</h1><ul>${trades.map(
      (trade) =>
        html`<li><a href="${professionPath(trade.slug, place.locality)}">${trade.name} in ${place.locality}</a></li>`,
    )}</ul>`,
  });
}

// ---- a business ----------------------------------------------------------------------------

/** How many reviews the page and its structured data carry. */
export const PAGE_REVIEWS = 5;

function businessJsonLd(site: Site, business: PublicBusiness, reviews: Review[], url: string) {
  const location = business.location;
  const logo = absolute(site, business.logoUrl);
  const images = [absolute(site, business.coverUrl), logo].filter((u) => u !== null);
  const website =
    business.website && /^https?:\/\//i.test(business.website) ? business.website : null;
  const rated = business.rating.count > 0 && business.rating.average !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: business.businessName,
    url,
    ...(business.description ? { description: clip(business.description, 500) } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(logo ? { logo } : {}),
    ...(business.publicPhone ? { telephone: business.publicPhone } : {}),
    ...(website ? { sameAs: [website] } : {}),
    ...(business.yearFounded ? { foundingDate: String(business.yearFounded) } : {}),
    ...(location
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: location.locality,
            addressRegion: location.region,
            postalCode: location.postcode,
            addressCountry: location.country,
          },
          geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
          areaServed: {
            '@type': 'GeoCircle',
            geoMidpoint: {
              '@type': 'GeoCoordinates',
              latitude: location.lat,
              longitude: location.lng,
            },
            geoRadius: business.serviceRadiusKm * 1000,
          },
        }
      : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: business.rating.average,
            reviewCount: business.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, PAGE_REVIEWS).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.reviewerName },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
            reviewBody: review.text,
          })),
        }
      : {}),
  };
}

function reviewItem(review: Review): Html {
  return html`<li><article><h3>${review.reviewerName}: ${review.rating} out of 5</h3><p>Verified hire: ${review.professionName}, ${monthName(review.jobMonth)}</p>${paragraphs(review.text)}${
    review.reply
      ? html`<p>Reply from the business:</p><blockquote dir="auto">${paragraphs(review.reply.text)}</blockquote>`
      : ''
  }</article></li>`;
}

export function businessPage(
  site: Site,
  business: PublicBusiness,
  reviews: { reviews: Review[]; total: number },
): PageView {
  const path = businessPagePath(business.slug);
  const url = `${site.origin}${path}`;
  const mainTrade = business.professions[0];
  const place = business.location;
  const crumbs = [
    homeCrumb,
    directoryCrumb,
    ...(mainTrade
      ? [{ name: `${mainTrade.name} businesses`, path: professionPath(mainTrade.slug) }]
      : []),
    { name: business.businessName, path },
  ];
  const what = [
    business.professions.map((trade) => trade.name).join(', '),
    place ? `in ${place.locality}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const facts = [
    business.rating.count > 0 ? ratingLine(business.rating) : '',
    business.verified ? 'Verified business number' : '',
    business.hires > 0 ? `${count(site, business.hires, 'hire', 'hires')} on Quoteway` : '',
  ].filter(Boolean);
  const website =
    business.website && /^https?:\/\//i.test(business.website) ? business.website : null;
  const contact = [
    business.publicPhone
      ? html`<li>Phone: <a href="tel:${business.publicPhone.replace(/[^+\d]/g, '')}">${business.publicPhone}</a></li>`
      : '',
    website
      ? html`<li>Website: <a href="${website}" rel="nofollow noopener">${website}</a></li>`
      : '',
  ].filter((item) => item !== '');
  return page(site, path, {
    title: what ? `${business.businessName}, ${what}` : business.businessName,
    description: business.description
      ? business.description
      : `${business.businessName}${what ? `, ${what}` : ''}. ${ratingLine(business.rating)} on Quoteway.`,
    ogType: 'profile',
    image: absolute(site, business.coverUrl) ?? absolute(site, business.logoUrl),
    jsonLd: [businessJsonLd(site, business, reviews.reviews, url), breadcrumbJsonLd(site, crumbs)],
    body: html`${breadcrumbNav(crumbs)}<article>${
      business.coverUrl
        ? html`<img class="cover" src="${business.coverUrl}" alt="" width="${COVER_SIZE.width}" height="${COVER_SIZE.height}" fetchpriority="high" />`
        : ''
    }<h1 dir="auto">${business.businessName}</h1>${what ? html`<p>${what}</p>` : ''}${facts.length > 0 ? html`<p>${facts.join(' · ')}</p>` : ''}${
      business.description.trim() ? html`<p class="user-text">${business.description}</p>` : ''
    }${contact.length > 0 ? html`<h2>Contact</h2><ul>${contact}</ul>` : ''}${
      business.licences.length > 0
        ? html`<h2>Licences</h2><ul>${business.licences.map(
            (licence) =>
              html`<li dir="auto">${licence.name}${licence.number ? ` ${licence.number}` : ''}</li>`,
          )}</ul>`
        : ''
    }<h2>Reviews</h2>${
      reviews.reviews.length > 0
        ? html`<ol>${reviews.reviews.slice(0, PAGE_REVIEWS).map(reviewItem)}</ol>`
        : html`<p>No reviews yet.</p>`
    }${
      mainTrade
        ? html`<p><a href="/landing-page/${encodeURIComponent(mainTrade.slug)}${place ? `/${encodeURIComponent(place.locality)}` : ''}">Get a quote</a></p>`
        : ''
    }</article>`,
  });
}

// ---- the site's own pages (Markdown in @quoteway/content) ----------------------------------

/** The address of a content page in a language: English at its path, the others with ?lang=. */
function contentUrl(site: Site, path: string, lang: string): string {
  return `${site.origin}${path}${lang === 'en' ? '' : `?lang=${lang}`}`;
}

/** "27 November 2026", as the page's language writes a date. */
function longDate(iso: string, lang: string): string {
  // English as New Zealand writes it (27 November 2026), the others as their language does.
  const locale = lang === 'en' ? 'en-NZ' : lang;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * A help or policy page as served: its title, when it last changed, a table of contents for
 * a long policy, and its sections, in the page's language. The sections' HTML is the content
 * renderer's own (raw HTML off, safe links only), never user text; the FAQ's questions are
 * also its FAQPage data. Each language of the page is its own address (`?lang=`).
 */
export function contentPageView(site: Site, doc: ContentPage): PageView {
  const path = contentPagePath(doc.page);
  const labels = contentLabels[doc.lang];
  const markup = (value: string) => new Html(value);
  const toc = doc.toc
    ? html`<nav aria-label="${labels.contents}"><h2>${labels.contents}</h2><ol>${doc.sections.map(
        (s) => html`<li><a href="#${s.id}">${s.title}</a></li>`,
      )}</ol></nav>`
    : '';
  const faq =
    doc.page === 'faq'
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            inLanguage: doc.lang,
            mainEntity: doc.sections.map((s) => ({
              '@type': 'Question',
              name: s.title,
              acceptedAnswer: { '@type': 'Answer', text: s.text },
            })),
          },
        ]
      : [];
  const view = page(site, path, {
    title: doc.title,
    description: doc.description,
    jsonLd: faq,
    body: html`<article lang="${doc.lang}" dir="${doc.dir}"><h1>${doc.title}</h1><p>${labels.updated} <time datetime="${doc.updated}">${longDate(doc.updated, doc.lang)}</time></p>${markup(doc.intro)}${toc}${doc.sections.map(
      (s) =>
        html`<section><h2 id="${s.id}">${s.title}</h2>${markup(s.html)}${s.entries.map(
          (e) => html`<h3 id="${e.id}">${e.title}</h3>${markup(e.html)}`,
        )}</section>`,
    )}</article>`,
  });
  return {
    ...view,
    head: {
      ...view.head,
      canonical: contentUrl(site, path, doc.lang),
      lang: doc.lang,
      dir: doc.dir,
      alternates: [
        ...contentLanguages.map((lang) => ({ hreflang: lang, href: contentUrl(site, path, lang) })),
        { hreflang: 'x-default', href: contentUrl(site, path, 'en') },
      ],
    },
  };
}

// ---- the rest ------------------------------------------------------------------------------

/** A page of the app whose content is made in the browser (a form, a signed-in screen). */
export function plainPage(site: Site, path: string, title: string, indexed: boolean): PageView {
  return page(site, path, {
    title,
    description: HOME_DESCRIPTION,
    indexed,
    body: null,
  });
}

const MODERATION_TITLE = 'Moderation figures';

const reviewReasonNames: Record<string, string> = {
  fake: 'Fake or not from a real customer',
  offensive: 'Offensive or abusive',
  'personal-information': 'Shares personal information',
  'not-a-hire': 'Not from a real hire',
  other: 'Something else',
};

function medianWords(seconds: number | null): string {
  if (seconds === null) return 'No decisions';
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} minutes`;
  if (seconds < 2 * 86_400) return `${(seconds / 3600).toFixed(1)} hours`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}

/** /moderation: the published moderation figures, month by month (as the SPA shows them). */
export function moderationPage(
  site: Site,
  figures: RouteOutput<Routes['moderationFigures']>,
): PageView {
  const n = (value: number) => siteNumber(value, site);
  return page(site, '/moderation', {
    title: MODERATION_TITLE,
    description:
      'How Quoteway moderates reviews and leads: reports, decisions by reason, credits returned and the median time to a decision, every month.',
    body: html`<h1>${MODERATION_TITLE}</h1><p class="muted">Every report of a review or a lead is decided by a person at Quoteway, who records the reason. These figures are counted each month from that record and from the credit ledger.</p><ol>${figures.months.map(
      (month) =>
        html`<li><section><h2>${monthName(month.month)}</h2>${
          month.reviews.length === 0
            ? html`<p>No reviews were reported or decided.</p>`
            : html`<table><caption>Reported reviews, by reason</caption><thead><tr><th scope="col">Reason</th><th scope="col">Reported</th><th scope="col">Kept</th><th scope="col">Removed</th></tr></thead><tbody>${month.reviews.map(
                (row) =>
                  html`<tr><th scope="row">${reviewReasonNames[row.reason] ?? row.reason}</th><td>${n(row.reported)}</td><td>${n(row.kept)}</td><td>${n(row.removed)}</td></tr>`,
              )}</tbody></table>`
        }<dl><dt>Leads reported</dt><dd>${n(month.leadsReported)}</dd><dt>Fake leads confirmed</dt><dd>${n(month.leadsConfirmed)}</dd><dt>Credits returned for fake leads</dt><dd>${n(month.creditsReturnedFakeLeads)}</dd><dt>Credits returned for unread quotes</dt><dd>${n(month.creditsReturnedUnreadQuotes)}</dd><dt>Median time to a decision</dt><dd>${medianWords(month.medianDecisionSeconds)}</dd></dl></section></li>`,
    )}</ol>`,
  });
}

const NOT_FOUND_TITLE = 'Page not found';

/** Any unknown address: the SPA's not-found screen, said in HTML too, with a 404. */
export function notFoundPage(site: Site): PageView {
  return page(site, '', {
    title: NOT_FOUND_TITLE,
    description: HOME_DESCRIPTION,
    indexed: false,
    status: 404,
    body: html`<h1>Oops, an error has occurred. Page not found!</h1><p><a href="/home">Go to Home</a></p>`,
  });
}
