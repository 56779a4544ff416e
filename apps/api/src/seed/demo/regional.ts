import { randomUUID } from 'node:crypto';
import { businessSlug, currencyOfCountry, leadCreditCost } from '@quoteway/domain';
import { isValidAbn } from '@quoteway/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  businesses,
  businessProfessions,
  jobs,
  localities,
  quotes,
  reviews,
  users,
} from '../../db/schema';
import { professionBySlug } from '../reference/professions';
import { DEMO_DOMAIN, demoBusinessEmail, demoUser } from './accounts';
import { payForSeededQuotes } from './ledger';
import { random, type Random } from './random';
import { recountRatings } from './ratings';

// The demo's Australian and Indian markets: invented businesses (any likeness to a real
// company is chance) in Sydney, Melbourne, Mumbai and Bengaluru, with local customers, ten
// months of completed jobs with the quotes they drew and verified reviews, and open jobs, so
// each regional site has a directory, figures, reviews and price guides of its own. Prices
// are in the country's currency's cents (AUD cents, paise). No pictures: a business without a
// logo shows its initials, and seeding takes about a second.

type Country = 'AU' | 'IN';
type NewJob = typeof jobs.$inferInsert;

interface RegionalCity {
  name: string;
  country: Country;
  /** Its suburbs as the gazetteer has them: postcode and place name. */
  places: ReadonlyArray<readonly [postcode: string, locality: string]>;
  /** GSTIN state code (IN). */
  stateCode?: string;
  customers: readonly string[];
  phonePrefix: string;
}

interface RegionalBusiness {
  name: string;
  city: string;
  /** Its base: one of the city's places, by index. */
  at: number;
  trades: [string, ...string[]];
  radiusKm: number;
  founded: number;
  reviews: number;
  verified: boolean;
  licences: Array<{ name: string; number: string }>;
  description: string;
}

const cities: readonly RegionalCity[] = [
  {
    name: 'Sydney',
    country: 'AU',
    places: [
      ['2000', 'Sydney'],
      ['2010', 'Surry Hills'],
      ['2042', 'Newtown'],
      ['2067', 'Chatswood'],
      ['2150', 'Parramatta'],
      ['2026', 'Bondi'],
      ['2095', 'Manly'],
    ],
    customers: ['Olivia', 'Jack', 'Chloe', 'Liam', 'Mia', 'Noah', 'Isla', 'Lachlan', 'Ruby'],
    phonePrefix: '+61 412',
  },
  {
    name: 'Melbourne',
    country: 'AU',
    places: [
      ['3000', 'Melbourne'],
      ['3065', 'Fitzroy'],
      ['3182', 'St Kilda'],
      ['3121', 'Richmond'],
      ['3056', 'Brunswick'],
      ['3122', 'Hawthorn'],
      ['3011', 'Footscray'],
    ],
    customers: ['Charlotte', 'Oliver', 'Amelia', 'William', 'Grace', 'Thomas', 'Zoe', 'Harry'],
    phonePrefix: '+61 423',
  },
  {
    name: 'Mumbai',
    country: 'IN',
    places: [
      ['400005', 'Colaba'],
      ['400014', 'Dadar H.O'],
      ['400018', 'Worli'],
      ['400050', 'Bandra West'],
      ['400053', 'Andheri H.O'],
      ['400064', 'Malad'],
      ['400076', 'Powai Iit'],
    ],
    stateCode: '27',
    customers: ['Aarav', 'Ananya', 'Rohan', 'Priya', 'Vikram', 'Sneha', 'Kunal', 'Meera', 'Arjun'],
    phonePrefix: '+91 98200',
  },
  {
    name: 'Bengaluru',
    country: 'IN',
    places: [
      ['560001', 'Bangalore G.P.O.'],
      ['560003', 'Malleswaram'],
      ['560034', 'Koramangala'],
      ['560038', 'Indiranagar (Bangalore)'],
      ['560041', 'Jayanagar East'],
      ['560066', 'Whitefield'],
    ],
    stateCode: '29',
    customers: ['Aditya', 'Kavya', 'Rahul', 'Divya', 'Nikhil', 'Lakshmi', 'Siddharth', 'Pooja'],
    phonePrefix: '+91 98450',
  },
];

const au = (name: string, n: string) => ({ name, number: n });

export const regionalBusinesses: readonly RegionalBusiness[] = [
  // ---- Sydney ----
  {
    name: 'Harbourside Plumbing & Gas',
    city: 'Sydney',
    at: 1,
    trades: ['plumber', 'gasfitter', 'drainlayer'],
    radiusKm: 35,
    founded: 2008,
    reviews: 14,
    verified: true,
    licences: [au('NSW Fair Trading plumbing licence', 'L-204518')],
    description:
      'Licensed plumbers and gasfitters serving the inner city and eastern suburbs. Blocked drains, hot water systems, leaking taps and bathroom rough-ins, with fixed prices before we start and a compliance certificate on every job.',
  },
  {
    name: 'Parramatta Plumbing Co',
    city: 'Sydney',
    at: 4,
    trades: ['plumber', 'water-tank-pump-services'],
    radiusKm: 40,
    founded: 2015,
    reviews: 8,
    verified: true,
    licences: [au('NSW Fair Trading plumbing licence', 'L-318842')],
    description:
      'Family plumbing business in Western Sydney. Hot water, burst pipes, rainwater tanks and pumps. Same-day callouts across Parramatta, the Hills and Blacktown.',
  },
  {
    name: 'Bright Spark Electrical Sydney',
    city: 'Sydney',
    at: 3,
    trades: ['electrician', 'solar-installer'],
    radiusKm: 40,
    founded: 2011,
    reviews: 11,
    verified: true,
    licences: [au('NSW electrical contractor licence', 'EC 209914')],
    description:
      'Level 2 electricians for the North Shore and beyond: switchboard upgrades, lighting, smoke alarms and solar with battery storage. Every job tested and certified.',
  },
  {
    name: 'Bondi Coastal Painters',
    city: 'Sydney',
    at: 5,
    trades: ['painter', 'plasterer'],
    radiusKm: 25,
    founded: 2013,
    reviews: 7,
    verified: false,
    licences: [au('NSW painting contractor licence', '281146C')],
    description:
      'Interior and exterior painting for homes near the coast, with salt-resistant coatings that last. Careful preparation and clean sites.',
  },
  {
    name: 'Northern Beaches Building Group',
    city: 'Sydney',
    at: 6,
    trades: ['builder', 'carpenter', 'deck-builder'],
    radiusKm: 30,
    founded: 2006,
    reviews: 6,
    verified: true,
    licences: [au('NSW contractor licence (building)', '154872C')],
    description:
      'Renovations, extensions and decks on the Northern Beaches. Licensed builder with home warranty insurance, fixed-price contracts and a site manager on every job.',
  },
  // ---- Melbourne ----
  {
    name: 'Yarra Valley Plumbing',
    city: 'Melbourne',
    at: 1,
    trades: ['plumber', 'gasfitter'],
    radiusKm: 35,
    founded: 2010,
    reviews: 12,
    verified: true,
    licences: [au('VBA registered plumber', '41852')],
    description:
      'Registered plumbers for Melbourne’s inner north and east: hot water, gas heaters, leaks and blocked drains. VBA registered, with a compliance certificate on every job.',
  },
  {
    name: 'Southbank Plumbing Services',
    city: 'Melbourne',
    at: 0,
    trades: ['plumber'],
    radiusKm: 30,
    founded: 2017,
    reviews: 6,
    verified: true,
    licences: [au('VBA registered plumber', '53317')],
    description:
      'Apartment and townhouse plumbing across the CBD, Southbank and St Kilda. Fast fixes for leaks, toilets and tapware, with the price agreed first.',
  },
  {
    name: 'Laneway Electrics',
    city: 'Melbourne',
    at: 4,
    trades: ['electrician', 'security-alarm-installer'],
    radiusKm: 30,
    founded: 2014,
    reviews: 9,
    verified: true,
    licences: [au('Energy Safe Victoria REC', 'REC 27719')],
    description:
      'Electricians for period homes in Brunswick, Fitzroy and Northcote: rewiring, lighting, data and alarms, with care for old plaster and floors.',
  },
  {
    name: 'St Kilda Painting & Decorating',
    city: 'Melbourne',
    at: 2,
    trades: ['painter', 'wallpaperer'],
    radiusKm: 25,
    founded: 2012,
    reviews: 5,
    verified: false,
    licences: [],
    description:
      'Painting and wallpapering for Victorian and Edwardian homes around Port Phillip. Heritage colours, lead-safe preparation and a tidy finish.',
  },
  {
    name: 'Hawthorn Home Builders',
    city: 'Melbourne',
    at: 5,
    trades: ['builder', 'bathroom-renovator'],
    radiusKm: 30,
    founded: 2004,
    reviews: 4,
    verified: true,
    licences: [au('VBA registered domestic builder', 'DB-U 18422')],
    description:
      'Registered domestic builder for extensions, bathrooms and kitchens in the eastern suburbs. Clear contracts, staged payments and domestic building insurance.',
  },
  // ---- Mumbai ----
  {
    name: 'Bandra Plumbing Works',
    city: 'Mumbai',
    at: 3,
    trades: ['plumber', 'water-tank-pump-services'],
    radiusKm: 30,
    founded: 2009,
    reviews: 13,
    verified: true,
    licences: [{ name: 'BMC licensed plumber', number: 'LP/2009/1184' }],
    description:
      'Licensed plumbers for flats and bungalows from Bandra to Andheri: leaking pipes, bathroom fittings, overhead tanks and pumps. Fair rates, agreed before work starts.',
  },
  {
    name: 'Powai Pipe Fixers',
    city: 'Mumbai',
    at: 6,
    trades: ['plumber'],
    radiusKm: 30,
    founded: 2016,
    reviews: 7,
    verified: true,
    licences: [{ name: 'BMC licensed plumber', number: 'LP/2016/3307' }],
    description:
      'Quick plumbing repairs in Powai, Vikhroli and Ghatkopar housing societies. Seepage, taps, geysers and drainage, with a 90-day guarantee on our work.',
  },
  {
    name: 'Dadar Electricals',
    city: 'Mumbai',
    at: 1,
    trades: ['electrician', 'appliance-repair'],
    radiusKm: 30,
    founded: 2001,
    reviews: 10,
    verified: true,
    licences: [{ name: 'Maharashtra electrical contractor licence', number: 'EC-MUM-4471' }],
    description:
      'Electrical contractors since 2001: wiring, MCB panels, inverters and appliance repairs for homes and shops across central Mumbai.',
  },
  {
    name: 'Worli Home Painters',
    city: 'Mumbai',
    at: 2,
    trades: ['painter', 'waterproofer'],
    radiusKm: 25,
    founded: 2012,
    reviews: 6,
    verified: false,
    licences: [],
    description:
      'Painting and monsoon waterproofing for flats and buildings in Worli, Lower Parel and Prabhadevi. Branded paints and a written warranty.',
  },
  {
    name: 'Andheri Interiors & Carpentry',
    city: 'Mumbai',
    at: 4,
    trades: ['carpenter', 'kitchen-installer'],
    radiusKm: 30,
    founded: 2014,
    reviews: 5,
    verified: true,
    licences: [],
    description:
      'Modular kitchens, wardrobes and carpentry repairs in the western suburbs. Site visit and design free with any order.',
  },
  // ---- Bengaluru ----
  {
    name: 'Koramangala Plumbing Solutions',
    city: 'Bengaluru',
    at: 2,
    trades: ['plumber', 'water-tank-pump-services'],
    radiusKm: 35,
    founded: 2011,
    reviews: 12,
    verified: true,
    licences: [{ name: 'BBMP licensed plumber', number: 'BBMP/PL/2211' }],
    description:
      'Plumbers for apartments and independent houses in south Bengaluru: leaks, bathroom fittings, sumps and borewell pumps. Transparent pricing and tidy work.',
  },
  {
    name: 'Garden City Plumbers',
    city: 'Bengaluru',
    at: 5,
    trades: ['plumber'],
    radiusKm: 35,
    founded: 2018,
    reviews: 6,
    verified: true,
    licences: [{ name: 'BBMP licensed plumber', number: 'BBMP/PL/4078' }],
    description:
      'Quick plumbing help for Whitefield, Marathahalli and KR Puram: taps, geysers, blockages and new connections.',
  },
  {
    name: 'Indiranagar Electric Co',
    city: 'Bengaluru',
    at: 3,
    trades: ['electrician', 'solar-installer'],
    radiusKm: 35,
    founded: 2007,
    reviews: 9,
    verified: true,
    licences: [{ name: 'Karnataka electrical contractor licence', number: 'KA/EC/7731' }],
    description:
      'Wiring, inverters, lighting and rooftop solar for homes and offices across east Bengaluru. Licensed supervisors on every job.',
  },
  {
    name: 'Malleswaram Painters',
    city: 'Bengaluru',
    at: 1,
    trades: ['painter'],
    radiusKm: 30,
    founded: 2013,
    reviews: 5,
    verified: false,
    licences: [],
    description:
      'Interior and exterior painting in north and west Bengaluru, with texture finishes and waterproof coatings before the rains.',
  },
  {
    name: 'Jayanagar Builders',
    city: 'Bengaluru',
    at: 4,
    trades: ['builder', 'bathroom-renovator'],
    radiusKm: 35,
    founded: 2005,
    reviews: 4,
    verified: true,
    licences: [],
    description:
      'House construction, floors added and bathroom renovations in south Bengaluru, with BBMP-sanctioned plans and a fixed schedule.',
  },
];

/** What each trade's jobs cost, in the country's cents: [lowest, highest] quote. */
const priceRanges: Record<Country, Record<string, readonly [number, number]>> = {
  AU: {
    plumber: [18_000, 95_000],
    electrician: [20_000, 120_000],
    painter: [80_000, 650_000],
    builder: [500_000, 4_500_000],
    carpenter: [40_000, 300_000],
  },
  IN: {
    plumber: [80_000, 900_000],
    electrician: [100_000, 1_200_000],
    painter: [1_500_000, 9_000_000],
    builder: [20_000_000, 250_000_000],
    carpenter: [500_000, 6_000_000],
  },
};
const defaultRange: Record<Country, readonly [number, number]> = {
  AU: [20_000, 150_000],
  IN: [100_000, 1_500_000],
};

/** Job descriptions per trade, as a customer writes them. */
const jobTexts: Record<string, readonly string[]> = {
  plumber: [
    'The kitchen tap drips and the pipe under the sink leaks.',
    'Water heater stopped working, no hot water since yesterday.',
    'Toilet keeps running and the cistern needs a new valve.',
    'Bathroom drain is blocked and the shower floods.',
  ],
  electrician: [
    'Two power points stopped working in the living room.',
    'Need new ceiling lights and a fan in the bedroom.',
    'The switchboard trips whenever the oven is on.',
  ],
  painter: [
    'Repaint a two-bedroom flat, walls and ceilings.',
    'Exterior walls need painting before the rains.',
  ],
  builder: ['Extend the back of the house by one room.', 'Renovate the bathroom completely.'],
  carpenter: ['Build fitted wardrobes in two bedrooms.', 'Fix a sagging kitchen cabinet door.'],
};
const reviewTexts = [
  'Came on time, explained the problem and fixed it at the price quoted. Would hire again.',
  'Very professional and tidy. The job was done in one visit.',
  'Good work and fair price. Communication was quick and clear.',
  'Friendly, knew exactly what to do, and cleaned up afterwards.',
  'Excellent service from start to finish. Highly recommended.',
  'Did a careful job. A little late on the day but kept us informed.',
];

const DAY = 86_400_000;
/** The seed of the regional demo's random choices: the same markets on every fresh database. */
const REGIONAL_SEED = 20_261_207;

/** An invented ABN: the first 11-digit number from `start` that passes the ATO check. */
function inventedAbn(rng: Random): string {
  for (let n = rng.int(10_000_000_000, 99_000_000_000); ; n++) {
    if (isValidAbn(String(n))) return String(n);
  }
}

/** An invented GSTIN of a state: state code, a PAN-shaped middle, entity 1, Z, a check character. */
function inventedGstin(rng: Random, stateCode: string): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letter = () => rng.pick([...letters]);
  const pan = `${letter()}${letter()}${letter()}P${letter()}${rng.int(1000, 9999)}${letter()}`;
  return `${stateCode}${pan}1Z${rng.pick([...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'])}`;
}

/** Whether the regional markets are to be seeded: not when they are, nor without their places. */
async function regionalWanted(db: Queryable): Promise<boolean> {
  const [first] = regionalBusinesses;
  if (!first) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoBusinessEmail(first.name)));
  return !row;
}

type PlaceRow = { id: number; lat: number; lng: number };

/** Each city's places, by index as `places` lists them; null when the gazetteer lacks one. */
async function findPlaces(db: Queryable): Promise<Map<string, PlaceRow[]> | null> {
  const found = new Map<string, PlaceRow[]>();
  for (const city of cities) {
    const rows = await db
      .select({
        id: localities.id,
        postcode: localities.postcode,
        locality: localities.locality,
        lat: localities.lat,
        lng: localities.lng,
      })
      .from(localities)
      .where(
        and(
          eq(localities.country, city.country),
          inArray(
            localities.postcode,
            city.places.map(([postcode]) => postcode),
          ),
        ),
      )
      .orderBy(localities.id);
    const places: PlaceRow[] = [];
    for (const [postcode, name] of city.places) {
      const named = rows.find((r) => r.postcode === postcode && r.locality === name);
      const any = named ?? rows.find((r) => r.postcode === postcode);
      if (!any) return null;
      places.push(any);
    }
    found.set(city.name, places);
  }
  return found;
}

/**
 * The Australian and Indian demo markets, in the caller's transaction; nothing when they are
 * seeded already or the gazetteer lacks their places (AU and IN load after the server
 * listens: call this once they are in). Returns how many businesses it added.
 */
export async function seedRegionalMarkets(tx: Queryable, now: Date): Promise<number> {
  if (!(await regionalWanted(tx))) return 0;
  const places = await findPlaces(tx);
  if (!places) return 0;
  const rng = random(REGIONAL_SEED);

  const userRows: Array<typeof users.$inferInsert> = [];
  const businessRows: Array<typeof businesses.$inferInsert> = [];
  const tradeRows: Array<typeof businessProfessions.$inferInsert> = [];
  const jobRows: Array<typeof jobs.$inferInsert> = [];
  const quoteRows: Array<typeof quotes.$inferInsert> = [];
  const reviewRows: Array<typeof reviews.$inferInsert> = [];

  const customers = new Map<string, Array<{ id: string; mobile: string }>>();
  for (const city of cities) {
    const list: Array<{ id: string; mobile: string }> = [];
    for (const [i, first] of city.customers.entries()) {
      const id = randomUUID();
      const mobile = `${city.phonePrefix} ${String(100_000 + i * 7919).slice(-5)}`;
      const joined = new Date(now.getTime() - rng.int(320, 360) * DAY);
      userRows.push(
        demoUser(joined, {
          id,
          email: `${first.toLowerCase()}.${city.name.toLowerCase()}@${DEMO_DOMAIN}`,
          userName: `${first} ${rng.pick(['S.', 'K.', 'M.', 'R.', 'P.', 'T.'])}`,
          userType: 'Customer User',
          mobile,
        }),
      );
      list.push({ id, mobile });
    }
    customers.set(city.name, list);
  }

  const sellers: Array<{ id: string; def: RegionalBusiness; city: RegionalCity }> = [];
  for (const def of regionalBusinesses) {
    const city = cities.find((c) => c.name === def.city);
    const home = places.get(def.city)?.[def.at];
    if (!city || !home) throw new Error(`no place for ${def.name}`);
    const id = randomUUID();
    const joinedAt = new Date(now.getTime() - rng.int(305, 330) * DAY);
    const mobile = `${city.phonePrefix} ${rng.int(10_000, 99_999)}`;
    userRows.push(
      demoUser(joinedAt, {
        id,
        email: demoBusinessEmail(def.name),
        userName: def.name,
        userType: 'Business User',
        mobile,
      }),
    );
    businessRows.push({
      userId: id,
      businessName: def.name,
      businessUrl: null,
      professionSlug: def.trades[0],
      country: city.country,
      businessNumber:
        city.country === 'AU' ? inventedAbn(rng) : inventedGstin(rng, city.stateCode ?? '27'),
      businessNumberKind: city.country === 'AU' ? 'ABN' : 'GSTIN',
      businessNumberStatus: def.verified ? 'verified' : 'format-only',
      businessNumberCheckedAt: def.verified ? joinedAt : null,
      designation: 'Owner',
      mobile,
      localityId: home.id,
      serviceRadiusKm: def.radiusKm,
      serviceLat: home.lat,
      serviceLng: home.lng,
      createdAt: joinedAt,
      slug: businessSlug(def.name, id),
      description: def.description,
      licences: def.licences,
      yearFounded: def.founded,
    });
    for (const trade of def.trades) tradeRows.push({ userId: id, professionSlug: trade });
    sellers.push({ id, def, city });
  }

  const priceOf = (country: Country, trade: string) => {
    const [low, high] = priceRanges[country][trade] ?? defaultRange[country];
    // Whole currency units, rounded to a price people quote (nearest 10).
    return Math.round(rng.between(low, high) / 1000) * 1000;
  };
  /** What a lead of `trade` costs, its budget read in the country's own currency's bands. */
  const leadCredits = (country: Country, trade: string, budgetCents: number) =>
    leadCreditCost(
      professionBySlug(trade)?.baseCredits ?? 5,
      budgetCents,
      currencyOfCountry(country),
    );
  const jobAt = (city: RegionalCity, trade: string) => {
    const place = rng.pick(places.get(city.name) ?? []);
    const customer = rng.pick(customers.get(city.name) ?? []);
    return { place, customer, text: rng.pick(jobTexts[trade] ?? jobTexts.plumber ?? ['']) };
  };
  /** The row of a job of `trade` drawn by `jobAt`, posted when it was created. */
  const jobRow = (
    { place, customer, text }: ReturnType<typeof jobAt>,
    trade: string,
    job: Pick<NewJob, 'id' | 'budgetCents' | 'timing' | 'credits' | 'status' | 'quotesCount'> &
      Partial<NewJob> & { createdAt: Date },
  ): NewJob => ({
    customerId: customer.id,
    professionSlug: trade,
    answers: [],
    description: text,
    localityId: place.id,
    lat: place.lat,
    lng: place.lng,
    mobile: customer.mobile,
    publishedAt: job.createdAt,
    ...job,
  });

  // Completed jobs: each hired one of the seller's, with rival quotes from the city's other
  // businesses of the trade; each has its verified review.
  for (const seller of sellers) {
    const trade = seller.def.trades[0];
    const rivals = sellers.filter(
      (s) => s !== seller && s.city === seller.city && s.def.trades.includes(trade),
    );
    for (let i = 0; i < seller.def.reviews; i++) {
      const drawn = jobAt(seller.city, trade);
      const { customer } = drawn;
      const createdAt = new Date(now.getTime() - rng.int(12, 290) * DAY);
      const hiredAt = new Date(createdAt.getTime() + rng.int(1, 3) * DAY);
      const completedAt = new Date(hiredAt.getTime() + rng.int(1, 10) * DAY);
      const jobId = randomUUID();
      const hiredQuoteId = randomUUID();
      const price = priceOf(seller.city.country, trade);
      const budgetCents = Math.round((price * 1.2) / 1000) * 1000;
      const credits = leadCredits(seller.city.country, trade, budgetCents);
      jobRows.push(
        jobRow(drawn, trade, {
          id: jobId,
          budgetCents,
          timing: 'Within a week',
          credits,
          status: 'completed',
          quotesCount: 1 + rivals.length,
          hiredQuoteId,
          createdAt,
          hiredAt,
          completedAt,
        }),
      );
      const quote = (id: string, businessId: string, cents: number, status: 'hired' | 'declined') =>
        quoteRows.push({
          id,
          jobId,
          businessId,
          estType: 'Flat',
          estCents: cents,
          comment: 'Happy to help: the price covers parts and labour.',
          checkboxes: { cost: true, inspection: false, information: false, comment: true },
          credits,
          status,
          createdAt: new Date(createdAt.getTime() + rng.int(1, 20) * 3_600_000),
          openedAt: hiredAt,
        });
      quote(hiredQuoteId, seller.id, price, 'hired');
      for (const rival of rivals) {
        quote(
          randomUUID(),
          rival.id,
          Math.round((price * rng.between(0.85, 1.3)) / 1000) * 1000,
          'declined',
        );
      }
      const rating = rng.chance(0.75) ? 5 : 4;
      const sub = () => Math.max(3, Math.min(5, rating + rng.int(-1, 0)));
      reviewRows.push({
        jobId,
        businessId: seller.id,
        customerId: customer.id,
        rating,
        quality: sub(),
        communication: sub(),
        value: sub(),
        punctuality: sub(),
        body: rng.pick(reviewTexts),
        createdAt: new Date(completedAt.getTime() + rng.int(1, 4) * DAY),
      });
    }
  }

  // Open jobs, this month: leads for the city's businesses, some already quoted.
  for (const city of cities) {
    for (const trade of ['plumber', 'electrician', 'painter']) {
      const quoting = sellers.filter((s) => s.city === city && s.def.trades.includes(trade));
      for (let i = 0; i < 2; i++) {
        const drawn = jobAt(city, trade);
        const createdAt = new Date(now.getTime() - rng.int(1, 6) * DAY);
        const jobId = randomUUID();
        const price = priceOf(city.country, trade);
        const credits = leadCredits(city.country, trade, price);
        const quoted = quoting.slice(0, i);
        jobRows.push(
          jobRow(drawn, trade, {
            id: jobId,
            budgetCents: price,
            timing: 'As soon as possible',
            credits,
            status: 'open',
            quotesCount: quoted.length,
            createdAt,
          }),
        );
        for (const seller of quoted) {
          quoteRows.push({
            jobId,
            businessId: seller.id,
            estType: 'Flat',
            estCents: price,
            comment: 'I can come tomorrow morning to do this.',
            checkboxes: { cost: true, inspection: false, information: false, comment: true },
            credits,
            status: 'sent',
            createdAt: new Date(createdAt.getTime() + 3_600_000),
          });
        }
      }
    }
  }

  await tx.insert(users).values(userRows);
  await tx.insert(businesses).values(businessRows);
  await tx.insert(businessProfessions).values(tradeRows).onConflictDoNothing();
  for (let i = 0; i < jobRows.length; i += 200)
    await tx.insert(jobs).values(jobRows.slice(i, i + 200));
  for (let i = 0; i < quoteRows.length; i += 200)
    await tx.insert(quotes).values(quoteRows.slice(i, i + 200));
  await payForSeededQuotes(
    tx,
    quoteRows.flatMap((quote) => (quote.id ? [quote.id] : [])),
  );
  await tx.insert(reviews).values(reviewRows);
  // The rating aggregates, from the reviews just written, so they match them exactly.
  await recountRatings(
    tx,
    sellers.map((s) => s.id),
  );
  return sellers.length;
}
