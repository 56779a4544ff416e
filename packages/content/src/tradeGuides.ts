import type { SiteCountry } from '@quoteway/domain';

// A short guide to hiring the main trades, shown on the local pages (a trade in a place):
// what to ask before hiring, and the licences to look for in each site's country. The
// licences are the registers each country's law names, so a customer can check a number
// themselves. Every sentence is a message id of the `server` catalog (`/*i18n*/`, English as
// written here): the API translates them into the reader's language (`translateGuide`).

/** What a local page says about hiring one trade in one country. */
export interface TradeGuide {
  /** Questions worth asking every business that quotes. */
  questions: readonly string[];
  /** The licence or registration to look for, and where to check it. */
  licences: readonly string[];
}

/** Questions that fit every trade. */
const commonQuestions = [
  /*i18n*/ 'Is the price fixed, or an estimate? What could change it?',
  /*i18n*/ 'When can you start, and how long will it take?',
  /*i18n*/ 'Who will do the work, and is it covered by insurance?',
  /*i18n*/ 'What guarantee do you give on the workmanship?',
] as const;

interface GuideSource {
  questions: readonly string[];
  licences: Record<SiteCountry, readonly string[]>;
}

const guides: Record<string, GuideSource> = {
  plumber: {
    questions: [
      /*i18n*/ 'Will you certify the work when it is done?',
      /*i18n*/ 'Is a callout fee included in the price?',
    ],
    licences: {
      NZ: [
        /*i18n*/ 'A plumber must be registered with the Plumbers, Gasfitters and Drainlayers Board (PGDB), and sanitary plumbing must be done or supervised by a Certifying Plumber. Check the name on the PGDB public register.',
      ],
      AU: [
        /*i18n*/ 'Plumbers are licensed by each state: Fair Trading (NSW), the Victorian Building Authority (VIC), QBCC (QLD) and the like. Ask for the licence number and check it on the state register.',
      ],
      IN: [
        /*i18n*/ 'Plumbers are licensed by the municipal corporation (for example a BMC or BBMP plumber licence) for connections to the city supply and sewer. Ask to see it for any such work.',
      ],
    },
  },
  electrician: {
    questions: [
      /*i18n*/ 'Will I get a certificate of compliance for the work?',
      /*i18n*/ 'Does the price include parts, or only labour?',
    ],
    licences: {
      NZ: [
        /*i18n*/ 'Electricians must be registered with the Electrical Workers Registration Board (EWRB) and hold a current practising licence. Ask for the Certificate of Compliance (CoC) when the job is done.',
      ],
      AU: [
        /*i18n*/ 'Electrical contractors are licensed by the state regulator (Fair Trading NSW, Energy Safe Victoria, the Electrical Safety Office in QLD). Ask for the licence number and the certificate of compliance.',
      ],
      IN: [
        /*i18n*/ 'Electrical work should be done by a contractor licensed by the state electrical inspectorate, with a wireman or supervisor permit. Ask for the licence before wiring or meter work.',
      ],
    },
  },
  builder: {
    questions: [
      /*i18n*/ 'Will you handle the building consent or permit?',
      /*i18n*/ 'Is there a written contract with stages and payments?',
    ],
    licences: {
      NZ: [
        /*i18n*/ 'Restricted building work must be done or supervised by a Licensed Building Practitioner (LBP). Check the LBP register, and ask for a written contract on work over $30,000.',
      ],
      AU: [
        /*i18n*/ 'Residential building work over a set value needs a licensed builder (NSW Fair Trading, VBA in Victoria, QBCC in Queensland) and home warranty insurance. Check the licence on the state register.',
      ],
      IN: [
        /*i18n*/ 'Ask for the contractor’s registration with the municipal corporation, and that the building plan is sanctioned before work starts.',
      ],
    },
  },
  gasfitter: {
    questions: [/*i18n*/ 'Will you issue a gas safety certificate when the work is done?'],
    licences: {
      NZ: [
        /*i18n*/ 'Gasfitters must be registered with the PGDB; a Certifying Gasfitter issues the gas safety certificate. Check the PGDB public register.',
      ],
      AU: [
        /*i18n*/ 'Gasfitting needs a state gasfitting licence (Fair Trading NSW, VBA, QBCC). Ask for the licence number and a compliance certificate.',
      ],
      IN: [
        /*i18n*/ 'Piped gas work should be done by a contractor approved by the gas distribution company (for example Mahanagar Gas in Mumbai).',
      ],
    },
  },
  roofer: {
    questions: [/*i18n*/ 'How will you keep the house watertight while the roof is open?'],
    licences: {
      NZ: [
        /*i18n*/ 'Roofing is restricted building work: the roofer should be a Licensed Building Practitioner with the Roofing licence class. Check the LBP register.',
      ],
      AU: [
        /*i18n*/ 'Roofing above a set value needs a state licence (roof plumbing in VIC and QLD, a contractor licence in NSW). Check it on the state register.',
      ],
      IN: [
        /*i18n*/ 'Ask for past work you can see and a written warranty against leaks for at least one monsoon.',
      ],
    },
  },
  painter: {
    questions: [
      /*i18n*/ 'Which paint, and how many coats, does the price include?',
      /*i18n*/ 'Is preparation (sanding, filling, priming) included?',
    ],
    licences: {
      NZ: [
        /*i18n*/ 'No licence is needed; a member of Master Painters NZ offers a guarantee on its work.',
      ],
      AU: [
        /*i18n*/ 'Painting over a set value needs a state licence in NSW, Queensland and South Australia. Check it on the state register.',
      ],
      IN: [/*i18n*/ 'No licence is needed: ask for the paint brand and a written warranty.'],
    },
  },
};

/**
 * The guide to hiring a trade in a site's country: the common questions with the trade's own,
 * and its licences; null for a trade without a guide (only the main trades have one).
 */
export function tradeGuide(trade: string, country: SiteCountry): TradeGuide | null {
  const guide = guides[trade];
  if (!guide) return null;
  return {
    questions: [...commonQuestions, ...guide.questions],
    licences: guide.licences[country],
  };
}
