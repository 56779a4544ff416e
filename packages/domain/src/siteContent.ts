/**
 * A message of the site's own pages: a Lingui message descriptor with an explicit id. The
 * shell shows it translated (`i18n._(text)`); the server writes its English `message` into
 * the HTML it serves, so what search engines read (and the FAQ's structured data) is the
 * page's own text. `<0>...</0>` marks the text of `links[0]`.
 *
 * Each object carries the `/*i18n*\/` comment: that is how Lingui's extractor finds
 * descriptors outside its macros (lingui.config.ts includes this file).
 */
export interface SiteText {
  id: string;
  message: string;
  links?: readonly string[];
}

export interface FaqEntry {
  question: SiteText;
  answer: SiteText;
}

/** The FAQ (/policy/2), question by question: the page and its FAQPage JSON-LD. */
export const faq: readonly FaqEntry[] = [
  {
    question: /*i18n*/ {
      id: 'site.faq.cost.question',
      message: 'How much does it cost to post a job?',
    },
    answer: /*i18n*/ {
      id: 'site.faq.cost.answer',
      message:
        'Nothing. Posting a job and getting quotes is free for customers; businesses pay credits to send a quote.',
    },
  },
  {
    question: /*i18n*/ {
      id: 'site.faq.reach.question',
      message: 'How many businesses see my job?',
    },
    answer: /*i18n*/ {
      id: 'site.faq.reach.answer',
      message: 'Only matching businesses nearby, and at most five can quote.',
    },
  },
  {
    question: /*i18n*/ {
      id: 'site.faq.reviews.question',
      message: 'How do I know the reviews are real?',
    },
    answer: /*i18n*/ {
      id: 'site.faq.reviews.answer',
      message:
        'Only a customer who hired the business through Quoteway can review it, once the job is complete and within 60 days. Each review shows the trade and the month of the job.',
    },
  },
  {
    question: /*i18n*/ {
      id: 'site.faq.verified.question',
      message: 'What does the Verified badge mean?',
    },
    answer: /*i18n*/ {
      id: 'site.faq.verified.answer',
      message:
        'The business number (an NZBN, ABN or GSTIN) was confirmed with the government register.',
    },
  },
  {
    question: /*i18n*/ {
      id: 'site.faq.returns.question',
      message: 'Do businesses get their credits back?',
    },
    answer: /*i18n*/ {
      id: 'site.faq.returns.answer',
      message:
        'Yes, when the customer cancels the job before hiring anyone, or never opens the quote within 48 hours.',
    },
  },
];

export interface Policy {
  title: SiteText;
  /** The paragraphs; the FAQ has its questions instead. */
  paragraphs: readonly SiteText[];
}

/** /policy/:tid: 0 Privacy Policy, 1 Terms & Conditions, 2 FAQs (spec section 2). */
export const policies: readonly Policy[] = [
  {
    title: /*i18n*/ { id: 'site.privacy.title', message: 'Privacy Policy' },
    paragraphs: [
      /*i18n*/ {
        id: 'site.privacy.body',
        message:
          'We collect what we need to run the marketplace: your account details, the jobs you post and the messages you send. We never sell personal information. Your contact details are shown only to businesses that quote on your job.',
      },
    ],
  },
  {
    title: /*i18n*/ { id: 'site.terms.title', message: 'Terms & Conditions' },
    paragraphs: [
      /*i18n*/ {
        id: 'site.terms.body',
        message:
          'Customers post jobs for free. Businesses pay credits to quote; the price of a lead is shown before you spend, and credits are returned when a customer cancels before hiring or never opens your quote.',
      },
    ],
  },
  {
    title: /*i18n*/ { id: 'site.faq.title', message: 'FAQs' },
    paragraphs: [],
  },
];

/** The policy number of the FAQ. */
export const FAQ_POLICY = 2;

/** The information pages: a title and paragraphs (How It Works: numbered steps). */
export const infoPages = {
  about: {
    title: /*i18n*/ { id: 'site.about.title', message: 'About Quoteway' },
    paragraphs: [
      /*i18n*/ {
        id: 'site.about.body',
        message:
          'Quoteway connects people who need work done with local trade businesses in New Zealand, Australia and India. Lead prices are shown before a business spends, each job goes to a handful of businesses only, and credits come back when a customer never reads a quote.',
      },
    ],
    sourcesHeading: /*i18n*/ { id: 'site.about.sourcesHeading', message: 'Data sources' },
    sources: /*i18n*/ {
      id: 'site.about.sources',
      message:
        'Postcode and locality data: <0>GeoNames</0>, licensed under Creative Commons Attribution 4.0 (CC BY 4.0).',
      links: ['https://www.geonames.org/'],
    },
  },
  howItWorks: {
    title: /*i18n*/ { id: 'site.howItWorks.title', message: 'How It Works' },
    steps: [
      /*i18n*/ {
        id: 'site.howItWorks.post',
        message: 'Post your job for free: tell us what you need, where and when.',
      },
      /*i18n*/ {
        id: 'site.howItWorks.quotes',
        message: 'Up to five matching local businesses send you quotes.',
      },
      /*i18n*/ {
        id: 'site.howItWorks.hire',
        message: 'Compare quotes and reviews, chat, and hire the one you trust.',
      },
    ],
  },
  help: {
    title: /*i18n*/ { id: 'site.help.title', message: 'Help' },
    paragraphs: [
      /*i18n*/ {
        id: 'site.help.body',
        message:
          'Questions about a job, a quote or your credits? Read the FAQs, or write to help@quoteway.co.nz and we will answer within one working day.',
      },
    ],
  },
  ads: {
    title: /*i18n*/ { id: 'site.ads.title', message: 'Advertise with Quoteway' },
    paragraphs: [
      /*i18n*/ {
        id: 'site.ads.body',
        message: 'Reach customers looking for your trade in your area.',
      },
    ],
  },
};

/** The trades New Zealanders hire most, in that order (the home page's shortcuts). */
export const popularTrades: readonly string[] = [
  'builder',
  'plumber',
  'electrician',
  'painter',
  'landscaper',
  'cleaner',
  'roofer',
  'arborist',
  'gib-stopper',
  'drainlayer',
  'tiler',
  'handyman',
];

/** A site text as plain text, its link marks removed (the server's titles and meta tags). */
export function plainText(text: SiteText): string {
  return text.message.replace(/<\/?\d+>/g, '');
}
