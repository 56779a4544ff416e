import { randomUUID } from 'node:crypto';
import {
  type AnswerInput,
  businessSlug,
  checkAnswers,
  leadCreditCost,
  WIZARD_OTHER_ANSWER,
  WIZARD_SPECIFIC_DATE_ANSWER,
} from '@quoteway/domain';
import type {
  businesses,
  businessPhotos,
  businessProfessions,
  conversations,
  jobs,
  messages,
  OpeningHours,
  quotes,
  reviews,
  users,
} from '../../db/schema';
import { professionBySlug } from '../reference/professions';
import { DEMO_DOMAIN, demoBusinessEmail, demoUser } from './accounts';
import type { City } from './brand';
import { type DemoBusiness, suburbs } from './businesses';
import { type Random, random } from './random';
import {
  budgetByCategory,
  firstNames,
  quoteComments,
  replies,
  reviewTemplates,
  surnames,
  type Work,
  workByTrade,
} from './words';

/**
 * The rows of the demo directory, planned in memory from the business list and a seeded
 * random source: accounts, profiles, a history of jobs over the last ten months with their
 * quotes, conversations and verified reviews, and some open jobs (leads) now.
 */

type NewUser = typeof users.$inferInsert;
type NewBusiness = typeof businesses.$inferInsert;
type NewJob = typeof jobs.$inferInsert;
type NewQuote = typeof quotes.$inferInsert;
type NewConversation = typeof conversations.$inferInsert;
type NewMessage = typeof messages.$inferInsert;
type NewReview = typeof reviews.$inferInsert;
type NewPhoto = typeof businessPhotos.$inferInsert;

export interface Place {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** Stored pictures of one business (storage keys). */
export interface StoredPictures {
  logoKey: string;
  coverKey: string;
  gallery: Array<{
    key: string;
    thumbnailKey: string;
    width: number;
    height: number;
    caption: string;
  }>;
}

/** The demo login's business, as it already exists. */
export interface LoginBusiness {
  userId: string;
  businessName: string;
  place: Place;
  radiusKm: number;
  createdAt: Date;
}

export interface DirectoryPlan {
  users: NewUser[];
  businesses: NewBusiness[];
  businessProfessions: Array<typeof businessProfessions.$inferInsert>;
  jobs: NewJob[];
  quotes: NewQuote[];
  conversations: NewConversation[];
  messages: NewMessage[];
  reviews: NewReview[];
  photos: NewPhoto[];
  /** What the demo login's business gets where its profile is still empty. */
  loginProfile: {
    description: string;
    businessUrl: string;
    licences: Array<{ name: string; number: string }>;
    yearFounded: number;
    logoKey: string;
    coverKey: string;
    openingHours: OpeningHours;
    slug: string;
  } | null;
  /** Every business whose rating aggregates the seed sets. */
  businessIds: string[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A 13-digit NZBN (9429...) with its GS1 check digit. */
function inventedNzbn(rng: Random): string {
  const body = `9429${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function mobileNumber(rng: Random): string {
  return `+64 2${rng.pick(['1', '2', '7'])} ${rng.int(200, 989)} ${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

/** Kilometres between two places, on PostgreSQL's earth sphere. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

function openingHours(kind: DemoBusiness['hours']): OpeningHours {
  const week = (
    open: string,
    close: string,
    saturday: [string, string] | null,
    days = [1, 2, 3, 4, 5],
  ) =>
    [0, 1, 2, 3, 4, 5, 6].map((day) => {
      if (days.includes(day)) return { day, open, close };
      if (day === 6 && saturday) return { day, open: saturday[0], close: saturday[1] };
      return { day, closed: true as const };
    });
  switch (kind) {
    case 'trade':
      return week('07:00', '17:00', null);
    case 'tradeSaturday':
      return week('07:30', '17:30', ['08:00', '12:00']);
    case 'office':
      return week('08:00', '16:30', null);
    case 'sixDays':
      return week('08:00', '18:00', null, [1, 2, 3, 4, 5, 6]);
    case 'always':
      return week('00:00', '23:59', null, [0, 1, 2, 3, 4, 5, 6]);
  }
}

/** Most jobs are at houses; the rest spread over the other kinds of property. */
const propertyOdds: Array<[string, number]> = [
  ['House', 0.7],
  ['Townhouse', 0.12],
  ['Apartment or unit', 0.1],
  ['Lifestyle block or farm', 0.04],
  ['Commercial premises', 0.04],
];

/** Answers to a trade's wizard questions, as a customer might have given them. */
function answersFor(trade: string, work: Work, budgetCents: number, rng: Random, today: string) {
  const profession = professionBySlug(trade);
  if (!profession) throw new Error(`no trade ${trade}`);
  const answers: AnswerInput[] = [];
  for (const question of profession.questions) {
    const options = question.options.filter(
      (o) => o !== WIZARD_OTHER_ANSWER && o !== WIZARD_SPECIFIC_DATE_ANSWER,
    );
    const given = work.answers?.[question.id];
    if (given) {
      answers.push({ questionId: question.id, options: given });
    } else if (question.id === 'property-type') {
      let roll = rng.next();
      const [kind] = propertyOdds.find(([, odds]) => (roll -= odds) < 0) ?? ['House'];
      answers.push({ questionId: question.id, options: [kind] });
    } else if (question.kind === 'single' || question.kind === 'timing') {
      answers.push({ questionId: question.id, options: [rng.pick(options)] });
    } else if (question.kind === 'multiple') {
      answers.push({
        questionId: question.id,
        options: rng.sample(options, rng.chance(0.25) ? 2 : 1),
      });
    } else if (question.kind === 'budget') {
      answers.push({ questionId: question.id, options: ['Total'], amountCents: budgetCents });
    }
  }
  const checked = checkAnswers(profession.questions, answers, today);
  if (!checked.ok) throw new Error(`demo answers for ${trade}: ${checked.message}`);
  const timing = checked.answers.find((a) => a.questionId === 'timing')?.options[0] ?? '';
  return {
    answers: checked.answers.map((a) => ({ ...a, options: [...a.options] })),
    timing,
    profession,
  };
}

function budgetFor(trade: string, work: Work, rng: Random): number {
  const category = professionBySlug(trade)?.categorySlug ?? '';
  const [low, high] = work.budget ?? budgetByCategory[category] ?? [200, 5000];
  // Log-uniform: small jobs are more common than big ones.
  const dollars = Math.exp(rng.between(Math.log(low), Math.log(high)));
  const step = dollars < 1000 ? 10 : dollars < 10_000 ? 50 : 500;
  return Math.round(dollars / step) * step * 100;
}

function stars(standard: DemoBusiness['standard'], rng: Random): 2 | 3 | 4 | 5 {
  const odds = {
    excellent: [0.84, 0.13, 0.03],
    good: [0.62, 0.3, 0.07],
    mixed: [0.42, 0.32, 0.18],
  }[standard];
  const roll = rng.next();
  if (roll < (odds[0] ?? 0)) return 5;
  if (roll < (odds[0] ?? 0) + (odds[1] ?? 0)) return 4;
  if (roll < (odds[0] ?? 0) + (odds[1] ?? 0) + (odds[2] ?? 0)) return 3;
  return 2;
}

/** The four detailed ratings around the overall stars (lateness and silence cost more). */
function detailed(rating: number, rng: Random) {
  const around = (bias: number) =>
    Math.max(
      1,
      Math.min(5, rating + rng.pick([-1, 0, 0, 0, 1]) - (rating <= 3 && rng.chance(bias) ? 1 : 0)),
    );
  return {
    quality: around(0.1),
    communication: around(0.5),
    value: around(0.2),
    punctuality: around(0.5),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A business as the planner needs it: the listed ones and the demo login's. */
interface Seller {
  id: string;
  definition: Omit<DemoBusiness, 'locality' | 'radiusKm' | 'publicPhone'> & { name: string };
  place: Place;
  radiusKm: number;
  joinedAt: Date;
}

export function planDirectory(input: {
  now: Date;
  places: Map<string, Place>;
  listed: readonly DemoBusiness[];
  login:
    | (LoginBusiness & {
        profile: Omit<DemoBusiness, 'name' | 'locality' | 'radiusKm' | 'publicPhone'>;
      })
    | null;
  pictures: readonly StoredPictures[];
  seed: number;
}): DirectoryPlan {
  const { now, places, listed, login } = input;
  const rng = random(input.seed);
  const today = now.toISOString().slice(0, 10);
  const place = (name: string) => {
    const found = places.get(name);
    if (!found) throw new Error(`the gazetteer has no locality '${name}'`);
    return found;
  };
  const plan: DirectoryPlan = {
    users: [],
    businesses: [],
    businessProfessions: [],
    jobs: [],
    quotes: [],
    conversations: [],
    messages: [],
    reviews: [],
    photos: [],
    loginProfile: null,
    businessIds: [],
  };

  // ---- businesses ----
  const sellers: Seller[] = [];
  for (const [index, business] of listed.entries()) {
    const pictures = input.pictures[index];
    if (!pictures) throw new Error(`no pictures for ${business.name}`);
    const id = randomUUID();
    const daysAgo =
      business.reviews === 0
        ? rng.int(6, 24)
        : business.reviews < 5
          ? rng.int(80, 150)
          : rng.int(305, 330);
    const joinedAt = new Date(now.getTime() - daysAgo * DAY - rng.int(0, 10 * 60) * MINUTE);
    const home = place(business.locality);
    const slug = businessSlug(business.name, id);
    const mobile = mobileNumber(rng);
    const hours = openingHours(business.hours);
    plan.users.push(
      demoUser(joinedAt, {
        id,
        email: demoBusinessEmail(business.name),
        userName: business.name,
        userType: 'Business User',
        mobile,
        openingHours: hours,
        businessAlwaysOpen: business.hours === 'always',
        verifiedAt: new Date(joinedAt.getTime() + rng.int(2, 40) * MINUTE),
      }),
    );
    plan.businesses.push({
      userId: id,
      businessName: business.name,
      businessUrl: business.website
        ? `https://${business.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.co.nz`
        : null,
      professionSlug: business.trades[0],
      country: 'NZ',
      businessNumber: inventedNzbn(rng),
      businessNumberKind: 'NZBN',
      businessNumberStatus: business.verified ? 'verified' : 'unverified',
      businessNumberCheckedAt: business.verified
        ? new Date(now.getTime() - rng.int(1, Math.max(2, daysAgo)) * DAY)
        : null,
      designation: rng.pick(['Owner', 'Director', 'Managing Director']),
      mobile,
      localityId: home.id,
      serviceRadiusKm: business.radiusKm,
      serviceLat: home.lat,
      serviceLng: home.lng,
      createdAt: joinedAt,
      slug,
      description: business.description,
      logoKey: pictures.logoKey,
      coverKey: pictures.coverKey,
      publicPhone: business.publicPhone,
      licences: business.licences,
      yearFounded: business.founded,
    });
    for (const trade of business.trades) {
      plan.businessProfessions.push({ userId: id, professionSlug: trade });
    }
    sellers.push({ id, definition: business, place: home, radiusKm: business.radiusKm, joinedAt });
  }
  if (login) {
    const pictures = input.pictures[listed.length];
    if (!pictures) throw new Error('no pictures for the demo login');
    plan.loginProfile = {
      description: login.profile.description,
      businessUrl: `https://${login.businessName.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.co.nz`,
      licences: login.profile.licences,
      yearFounded: login.profile.founded,
      logoKey: pictures.logoKey,
      coverKey: pictures.coverKey,
      openingHours: openingHours(login.profile.hours),
      slug: businessSlug(login.businessName, login.userId),
    };
    // Its history is as long as the directory's, whenever the account itself was made.
    sellers.push({
      id: login.userId,
      definition: { ...login.profile, name: login.businessName },
      place: login.place,
      radiusKm: login.radiusKm,
      joinedAt: new Date(now.getTime() - 300 * DAY),
    });
  }
  for (const [index, seller] of sellers.entries()) {
    plan.businessIds.push(seller.id);
    for (const [position, photo] of (input.pictures[index]?.gallery ?? []).entries()) {
      plan.photos.push({
        businessId: seller.id,
        ...photo,
        createdAt: new Date(
          Math.min(now.getTime() - HOUR, seller.joinedAt.getTime() + (position + 1) * (DAY / 3)),
        ),
      });
    }
  }

  // ---- customers: people in each city, named like New Zealanders ----
  const customers: Record<City, Array<{ id: string; first: string; mobile: string }>> = {
    Auckland: [],
    Wellington: [],
    Christchurch: [],
  };
  const perCity: Record<City, number> = { Auckland: 42, Wellington: 30, Christchurch: 24 };
  let n = 0;
  for (const city of ['Auckland', 'Wellington', 'Christchurch'] as const) {
    for (let i = 0; i < perCity[city]; i++, n++) {
      const first = firstNames[n % firstNames.length] ?? 'Sam';
      const last = surnames[(n * 7 + Math.floor(n / surnames.length)) % surnames.length] ?? 'Smith';
      const id = randomUUID();
      const mobile = mobileNumber(rng);
      const joined = new Date(now.getTime() - rng.int(320, 360) * DAY);
      const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]+/g, '');
      plan.users.push(
        demoUser(joined, {
          id,
          email: `${handle}.${n + 1}@${DEMO_DOMAIN}`,
          userName: `${first} ${last}`,
          userType: 'Customer User',
          mobile,
          verifiedAt: new Date(joined.getTime() + rng.int(1, 30) * MINUTE),
        }),
      );
      customers[city].push({ id, first, mobile });
    }
  }

  // ---- jobs, quotes, conversations and reviews ----
  const cityOf = (seller: Seller) => seller.definition.city;
  const serves = (seller: Seller, trade: string, at: Place, when: Date) =>
    seller.joinedAt <= when &&
    seller.definition.trades.includes(trade) &&
    distanceKm(seller.place, at) <= seller.radiusKm - 1;
  const placesNear = (seller: Seller) => {
    const near = suburbs[cityOf(seller)]
      .map(place)
      .filter((p) => distanceKm(p, seller.place) <= seller.radiusKm - 1);
    return near.length > 0 ? near : [seller.place];
  };

  /** One job with its quotes and their conversations; returns the job and the chosen quote. */
  const postJob = (options: {
    customer: { id: string; first: string; mobile: string };
    trade: string;
    at: Place;
    work: Work;
    postedAt: Date;
    quoters: Array<{
      seller: Seller;
      at: Date;
      status: 'sent' | 'hired' | 'declined';
      opened: boolean;
    }>;
  }) => {
    const budgetCents = budgetFor(options.trade, options.work, rng);
    const { answers, timing, profession } = answersFor(
      options.trade,
      options.work,
      budgetCents,
      rng,
      today,
    );
    const job: NewJob = {
      id: randomUUID(),
      customerId: options.customer.id,
      professionSlug: options.trade,
      answers,
      description: options.work.job,
      budgetCents,
      timing,
      localityId: options.at.id,
      lat: options.at.lat,
      lng: options.at.lng,
      mobile: options.customer.mobile.replace(/\s+/g, ''),
      // The budgets `budgetFor` gives are New Zealand dollars; a job elsewhere needs its own.
      credits: leadCreditCost(profession.baseCredits, budgetCents, 'NZD'),
      status: 'open',
      quotesCount: options.quoters.length,
      createdAt: options.postedAt,
      publishedAt: options.postedAt,
    };
    plan.jobs.push(job);
    const made: Array<NewQuote & { id: string; conversationId: string }> = [];
    for (const quoter of options.quoters) {
      const hourly =
        options.trade === 'cleaner' || (options.trade === 'gardener' && rng.chance(0.5));
      const estCents = hourly
        ? rng.int(45, 75) * 100
        : Math.round((budgetCents * rng.between(0.75, 1.15)) / 1000) * 1000 || budgetCents;
      const comment = rng.pick(quoteComments);
      const quote = {
        id: randomUUID(),
        jobId: job.id ?? '',
        businessId: quoter.seller.id,
        estType: hourly ? 'Hourly' : 'Flat',
        estCents,
        comment,
        checkboxes: { cost: true, inspection: rng.chance(0.3), information: false, comment: true },
        credits: job.credits,
        status: quoter.status,
        conversationId: randomUUID(),
        createdAt: quoter.at,
        openedAt: quoter.opened ? new Date(quoter.at.getTime() + rng.int(10, 600) * MINUTE) : null,
      };
      made.push(quote);
      plan.quotes.push(quote);
      plan.conversations.push({
        id: quote.conversationId,
        jobId: job.id,
        customerId: options.customer.id,
        businessId: quoter.seller.id,
        createdAt: quoter.at,
        lastMessageAt: quoter.at,
      });
      plan.messages.push({
        conversationId: quote.conversationId,
        senderId: quoter.seller.id,
        body: comment,
        messageType: 'quote',
        quoteId: quote.id,
        sentAt: quoter.at,
        seenAt: quote.openedAt,
      });
    }
    return { job, quotes: made };
  };

  /** A short exchange after a hire, so the conversation reads like one. */
  const hiredChat = (
    conversationId: string,
    customerId: string,
    businessId: string,
    hiredAt: Date,
  ): Date => {
    const day = rng.pick(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const asked = new Date(hiredAt.getTime() + rng.int(2, 30) * MINUTE);
    const answered = new Date(asked.getTime() + rng.int(10, 240) * MINUTE);
    plan.messages.push(
      {
        conversationId,
        senderId: customerId,
        body: `Thanks, we'd like to go ahead. Does ${day} suit to start?`,
        messageType: 'text',
        sentAt: asked,
        seenAt: new Date(asked.getTime() + rng.int(5, 60) * MINUTE),
      },
      {
        conversationId,
        senderId: businessId,
        body: rng.pick([
          `${day} works for us. We'll be there around 8am.`,
          `Great, ${day} is fine. See you then!`,
          `Thanks for choosing us. ${day} morning it is.`,
        ]),
        messageType: 'text',
        sentAt: answered,
        seenAt: new Date(answered.getTime() + rng.int(5, 120) * MINUTE),
      },
    );
    return answered;
  };

  const setLastMessage = (conversationId: string, at: Date) => {
    const conversation = plan.conversations.find((c) => c.id === conversationId);
    if (conversation) conversation.lastMessageAt = at;
  };

  for (const seller of sellers) {
    const definition = seller.definition;
    const reviewCount = definition.reviews;
    const hires = reviewCount === 0 ? 0 : reviewCount + Math.round(reviewCount * 0.15) + 1;
    const city = cityOf(seller);
    const usedCustomers = new Set<string>();
    const usedBodies = new Set<string>();
    const cycles = new Map<number, { order: string[]; at: number }>();
    const replyCycles = new Map<'good' | 'poor', string[]>();
    const replyCount = { good: 0, poor: 0 };
    const earliest = seller.joinedAt.getTime() + DAY;
    const latest = now.getTime() - 32 * DAY;
    // Jobs spread over the business's time here, oldest first, so reviews read in order.
    const times = Array.from({ length: hires }, () =>
      rng.between(earliest, Math.max(earliest, latest)),
    ).sort((a, b) => a - b);
    const reviewed = new Set(
      rng.sample(
        times.map((_, i) => i),
        reviewCount,
      ),
    );
    for (const [i, time] of times.entries()) {
      const trade =
        rng.chance(0.7) || definition.trades.length === 1
          ? definition.trades[0]
          : rng.pick(definition.trades.slice(1));
      const works = workByTrade[trade] ?? [];
      const work = rng.pick(works);
      const at = rng.pick(placesNear(seller));
      const pool = customers[city].filter((c) => !usedCustomers.has(c.id));
      const customer = rng.pick(pool.length > 0 ? pool : customers[city]);
      usedCustomers.add(customer.id);
      const postedAt = new Date(time);
      const rivals = sellers.filter(
        (other) => other.id !== seller.id && serves(other, trade, at, postedAt),
      );
      const quoters = [
        {
          seller,
          at: new Date(time + rng.int(20, 600) * MINUTE),
          status: 'hired' as const,
          opened: true,
        },
        ...rng.sample(rivals, rng.int(0, Math.min(3, rivals.length))).map((other) => ({
          seller: other,
          at: new Date(time + rng.int(30, 1800) * MINUTE),
          status: 'declined' as const,
          opened: rng.chance(0.8),
        })),
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      const { job, quotes: made } = postJob({ customer, trade, at, work, postedAt, quoters });
      const lastQuote = Math.max(...made.map((q) => q.createdAt?.getTime() ?? time));
      const hiredAt = new Date(lastQuote + rng.int(2, 72) * HOUR);
      const completedAt = new Date(hiredAt.getTime() + rng.int(1, 18) * DAY + rng.int(0, 8) * HOUR);
      const hired = made.find((q) => q.status === 'hired');
      if (!hired) throw new Error('a demo job without its hire');
      Object.assign(job, { status: 'completed', hiredQuoteId: hired.id, hiredAt, completedAt });
      // The demo login reads its inbox: its hires carry the exchange that followed.
      if (seller.id === login?.userId) {
        setLastMessage(
          hired.conversationId,
          hiredChat(hired.conversationId, customer.id, seller.id, hiredAt),
        );
      }
      if (!reviewed.has(i)) continue;

      const rating = stars(definition.standard, rng);
      const [ownerFirst = ''] = definition.owner.split(' ');
      // Templates go round in a shuffled order per business, so its reviews read differently;
      // the review tells of its own job (another of the trade's only if every wording is used).
      const templates = reviewTemplates[rating];
      const cycle = cycles.get(rating) ?? { order: rng.sample(templates, templates.length), at: 0 };
      cycles.set(rating, cycle);
      let body = '';
      for (
        let attempt = 0;
        attempt < templates.length * 2 && (body === '' || usedBodies.has(body));
        attempt++
      ) {
        const template = cycle.order[cycle.at++ % cycle.order.length] ?? '';
        const told = attempt < templates.length ? work : rng.pick(works);
        body = template
          .replace('{Did}', capitalise(told.did))
          .replace('{did}', told.did)
          .replace('{First}', ownerFirst)
          .replace('{first}', ownerFirst)
          .replace('{Biz}', definition.name)
          .replace('{biz}', definition.name);
      }
      usedBodies.add(body);
      const createdAt = new Date(
        Math.min(now.getTime() - 2 * HOUR, completedAt.getTime() + rng.int(3, 150) * HOUR),
      );
      const answerChance = rating <= 3 ? (definition.replies > 0 ? 0.9 : 0) : definition.replies;
      // Replies go round too: a business does not answer everyone with the same words.
      const kind = rating <= 3 ? 'poor' : 'good';
      const answers = replyCycles.get(kind) ?? rng.sample(replies[kind], replies[kind].length);
      replyCycles.set(kind, answers);
      const reply = rng.chance(answerChance)
        ? (answers[replyCount[kind]++ % answers.length] ?? '')
            .replace('{name}', customer.first)
            .replace('{first}', ownerFirst)
        : null;
      plan.reviews.push({
        jobId: job.id ?? '',
        businessId: seller.id,
        customerId: customer.id,
        rating,
        ...detailed(rating, rng),
        body,
        createdAt,
        reply,
        repliedAt: reply
          ? new Date(Math.min(now.getTime() - HOUR, createdAt.getTime() + rng.int(2, 96) * HOUR))
          : null,
      });
    }
  }

  // ---- open jobs now: leads for the businesses that serve them ----
  const openJob = (trade: string, at: Place, city: City, quoted: number) => {
    const works = workByTrade[trade];
    if (!works) return;
    const postedAt = new Date(now.getTime() - rng.int(3, 140) * HOUR);
    const customer = rng.pick(customers[city]);
    const rivals = sellers.filter((s) => s.id !== login?.userId && serves(s, trade, at, postedAt));
    const quoters = rng.sample(rivals, Math.min(quoted, rivals.length)).map((seller) => ({
      seller,
      at: new Date(postedAt.getTime() + rng.int(15, 120) * MINUTE),
      status: 'sent' as const,
      opened: rng.chance(0.5),
    }));
    postJob({ customer, trade, at, work: rng.pick(works), postedAt, quoters });
  };
  if (login) {
    // Plumbing leads within the demo login's area, a few already quoted by others.
    const near = suburbs.Wellington.map(place).filter(
      (p) => distanceKm(p, login.place) <= login.radiusKm - 2,
    );
    for (const at of rng.sample(near, 5)) openJob('plumber', at, 'Wellington', rng.int(0, 2));
  }
  for (const seller of rng.sample(sellers.slice(0, listed.length), 14)) {
    openJob(
      seller.definition.trades[0],
      rng.pick(placesNear(seller)),
      cityOf(seller),
      rng.int(0, 2),
    );
  }
  return plan;
}
