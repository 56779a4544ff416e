import type {
  DirectoryResponse,
  Locality,
  PriceGuide,
  RecentReviewsResponse,
} from '@quoteway/contracts';
import type { TradeGuide } from '@quoteway/content';
import {
  businessPagePath,
  formatSiteMoney,
  professionPath,
  type SiteCountry,
} from '@quoteway/domain';
import { directionOf, type Locale, translator } from '@quoteway/i18n/server';
import { clip, type Html, html } from './html';
import {
  breadcrumbJsonLd,
  breadcrumbNav,
  count,
  directoryCrumb,
  directoryEntry,
  homeCrumb,
  monthName,
  page,
  type PageView,
  type Site,
} from './views';

// The local page: a trade in a place, one layout for the landing page
// (/landing-page/:service/:place) and the directory's listing of that trade there
// (/profession/:trade/:place): who serves the place, ranked as the directory ranks them;
// what the trade's jobs cost nearby; recent reviews from the area; a short guide to hiring
// the trade in the site's country; and, with few businesses, the next step.

/** Fewer businesses than this: the page says so and offers to post the job. */
const FEW_BUSINESSES = 3;

export interface LocalPageData {
  country: SiteCountry;
  trade: { slug: string; name: string };
  place: Locality;
  /** The place as the address named it (a suburb, a city). */
  placeName: string;
  list: DirectoryResponse;
  prices: PriceGuide | null;
  reviews: RecentReviewsResponse['reviews'];
  guide: TradeGuide | null;
  /** The reader's language (`?lang=`, else Accept-Language): the guide is written in it. */
  guideLang: Locale;
}

const guideHeading = /*i18n*/ 'What to ask before hiring';
const licencesHeading = /*i18n*/ 'Licences to look for';

function priceSection(site: Site, data: LocalPageData): Html {
  const { prices, trade, placeName, country } = data;
  if (
    !prices ||
    prices.scope === null ||
    prices.medianCents === null ||
    prices.lowCents === null ||
    prices.highCents === null
  ) {
    return html`<section aria-labelledby="prices"><h2 id="prices">What it costs</h2><p>Not enough ${trade.name.toLowerCase()} quotes have been sent near ${placeName} yet to show a price guide. Post your job to get quotes for it.</p></section>`;
  }
  const money = (cents: number) => formatSiteMoney(cents, prices.currency, 'en', country);
  const where =
    prices.scope === 'nearby'
      ? `near ${placeName}`
      : `across ${prices.region} (too few were sent near ${placeName}, so this guide covers the whole region)`;
  return html`<section aria-labelledby="prices" data-price-guide="${prices.scope}"><h2 id="prices">What it costs</h2><p>From ${count(site, prices.quotes, `${trade.name.toLowerCase()} quote`, `${trade.name.toLowerCase()} quotes`)} sent on Quoteway ${where}:</p><dl><dt>Median quote</dt><dd data-median>${money(prices.medianCents)}</dd><dt>Most quotes</dt><dd>${money(prices.lowCents)} to ${money(prices.highCents)}</dd></dl><p class="muted">Every job is different: the quotes for yours depend on what it needs.</p></section>`;
}

function reviewSection(data: LocalPageData): Html {
  if (data.reviews.length === 0) return html``;
  return html`<section aria-labelledby="reviews"><h2 id="reviews">Recent reviews near ${data.placeName}</h2><ul>${data.reviews.map(
    (review) =>
      html`<li><p><a href="${businessPagePath(review.business.slug)}">${review.business.businessName}</a>: ${review.rating} out of 5, ${review.professionName}, ${monthName(review.jobMonth)}</p><blockquote dir="auto"><p>${clip(review.text, 300)}</p></blockquote><p>${review.reviewerName}</p></li>`,
  )}</ul></section>`;
}

/**
 * The guide to hiring the trade, in the reader's language (the server catalog translates each
 * sentence); the rest of the served page is English, so the section carries its own `lang`
 * and `dir` when it is not.
 */
function guideSection(data: LocalPageData): Html {
  const { guide, guideLang } = data;
  if (!guide) return html``;
  const tr = translator(guideLang);
  const own =
    guideLang === 'en' ? html`` : html` lang="${guideLang}" dir="${directionOf(guideLang)}"`;
  return html`<section aria-labelledby="guide" data-guide-lang="${guideLang}"${own}><h2 id="guide">${tr.t(guideHeading)}</h2><ul>${guide.questions.map(
    (q) => html`<li>${tr.t(q)}</li>`,
  )}</ul><h3>${tr.t(licencesHeading)}</h3>${guide.licences.map((l) => html`<p>${tr.t(l)}</p>`)}</section>`;
}

function nextStep(site: Site, data: LocalPageData, quotePath: string): Html {
  const { list, trade, placeName } = data;
  const few = list.total < FEW_BUSINESSES;
  const heard =
    list.total === 0
      ? `No ${trade.name.toLowerCase()} lists ${placeName} in its service area yet. Post your job anyway: we tell matching businesses as they join, and you can ask any business in the directory directly.`
      : `${count(site, list.total, `${trade.name.toLowerCase()} business serves`, `${trade.name.toLowerCase()} businesses serve`)} ${placeName}: post your job and ${list.total === 1 ? 'it hears' : `all ${list.total} hear`} of it at once.`;
  return html`<section aria-labelledby="next" data-next-step="${few ? 'few' : 'many'}"><h2 id="next">${few ? 'Few businesses here yet' : 'Get quotes'}</h2><p>${heard}</p><p><a href="${quotePath}">Post your job for free</a></p></section>`;
}

function localJsonLd(site: Site, data: LocalPageData, url: string) {
  const { prices, trade, place, list } = data;
  const offers =
    prices && prices.scope !== null && prices.lowCents !== null && prices.highCents !== null
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: prices.currency,
            lowPrice: (prices.lowCents / 100).toFixed(2),
            highPrice: (prices.highCents / 100).toFixed(2),
            offerCount: prices.quotes,
          },
        }
      : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    serviceType: trade.name,
    name: `${trade.name} in ${data.placeName}`,
    url,
    areaServed: {
      '@type': 'Place',
      name: `${place.locality}, ${place.region}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.locality,
        addressRegion: place.region,
        postalCode: place.postcode,
        addressCountry: place.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
    },
    ...offers,
    provider: list.businesses.map((b) => ({
      '@type': 'LocalBusiness',
      name: b.businessName,
      url: `${site.origin}${businessPagePath(b.slug)}`,
      ...(b.rating.count > 0 && b.rating.average !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: b.rating.average,
              reviewCount: b.rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    })),
  };
}

/**
 * A trade in a place: the landing page and the directory's listing share it; `path` is the
 * address it was asked at (each is its own canonical).
 */
export function localPage(
  site: Site,
  path: string,
  data: LocalPageData,
  options: { kind: 'landing' | 'listing' },
): PageView {
  const { trade, placeName, list } = data;
  // As the app's landing page and listing say it.
  const title =
    options.kind === 'landing'
      ? `${trade.name} in ${placeName}`
      : `${trade.name} businesses in ${placeName}`;
  const url = `${site.origin}${path}`;
  const listing = professionPath(trade.slug, data.place.locality);
  const crumbs = [
    homeCrumb,
    directoryCrumb,
    { name: `${trade.name} businesses`, path: professionPath(trade.slug) },
    { name: `${trade.name} businesses in ${data.place.locality}`, path: listing },
  ];
  const quotePath = `/landing-page/${encodeURIComponent(trade.slug)}/${encodeURIComponent(placeName)}`;
  const more = list.total - list.businesses.length;
  const lead =
    list.total > 0
      ? `Compare ${count(site, list.total, `${trade.name.toLowerCase()} business`, `${trade.name.toLowerCase()} businesses`)} serving ${placeName} by their verified reviews, then post your job for free and get up to five quotes.`
      : `Post your job for free and matching local businesses will quote.`;
  return page(site, path, {
    title,
    description: `${title}: ${lead}`,
    jsonLd: [localJsonLd(site, data, url), breadcrumbJsonLd(site, crumbs)],
    // A listing of a place nobody serves is thin: left out of the index (and the sitemap).
    indexed: options.kind === 'landing' || list.total > 0,
    body: html`${breadcrumbNav(crumbs)}<section class="hero"><div class="hero-text"><h1 dir="auto">${title}</h1><p>${lead}</p></div></section><section aria-labelledby="businesses"><h2 id="businesses">${trade.name} businesses serving ${placeName}</h2>${
      list.businesses.length > 0
        ? html`<ol>${list.businesses.map(directoryEntry)}</ol>${more > 0 ? html`<p><a href="${listing}">${count(site, more, 'more business', 'more businesses')}</a></p>` : ''}`
        : html`<p>No businesses list ${placeName} in their service area yet.</p>`
    }</section>${nextStep(site, data, quotePath)}${priceSection(site, data)}${reviewSection(data)}${guideSection(data)}`,
  });
}
