import type { SceneKind } from './scenes';

/**
 * The words of the demo directory: what customers asked for in each trade, what they said
 * afterwards, how businesses replied, and the captions of the gallery pictures. Invented,
 * written to read like the real thing.
 */

/**
 * A job a customer posted, and how their review later described the work (past tense); for
 * the trades whose leads the demo login reads, the wizard answers and budget that go with it.
 */
export interface Work {
  job: string;
  did: string;
  /** Options chosen for some questions (by question id); the others are picked at random. */
  answers?: Record<string, string[]>;
  /** Budget range in dollars (else the trade category's). */
  budget?: [number, number];
}

export const workByTrade: Record<string, Work[]> = {
  plumber: [
    {
      job: 'Our hot water cylinder is leaking from the bottom and the water is only lukewarm. Three-bedroom weatherboard house, cylinder is in the hallway cupboard.',
      did: 'replaced our leaking hot water cylinder',
      answers: { 'work-type': ['Hot water cylinder'], 'property-type': ['House'] },
      budget: [1800, 3800],
    },
    {
      job: 'Water is spraying from a pipe under the house, I have turned the toby off. Need someone as soon as possible please.',
      did: 'fixed a burst pipe under the house the same day',
      answers: {
        'work-type': ['Leak or burst pipe'],
        'property-type': ['House'],
        timing: ['As soon as possible'],
      },
      budget: [250, 900],
    },
    {
      job: 'Kitchen sink drains very slowly and gurgles, plunger has not helped. Probably a blockage further down.',
      did: 'cleared our blocked kitchen drain',
      answers: { 'work-type': ['Blocked toilet or sink'] },
      budget: [150, 500],
    },
    {
      job: 'Replacing the vanity, toilet and shower mixer in a small bathroom. We have bought the fittings already and need them installed.',
      did: 'installed a new vanity, toilet and shower mixer',
      answers: { 'work-type': ['Tap or fixture install', 'Bathroom or kitchen plumbing'] },
      budget: [900, 2500],
    },
    {
      job: 'Kitchen and laundry taps both drip and the laundry tap is hard to turn. Would like both replaced with mixers.',
      did: 'swapped out the tapware in our kitchen and laundry',
      answers: { 'work-type': ['Tap or fixture install'] },
      budget: [300, 900],
    },
    {
      job: 'Damp patch spreading on the wall behind the shower. Suspect a leak in the wall, would like it found before it gets worse.',
      did: 'found and fixed a hidden leak behind the shower wall',
      answers: { 'work-type': ['Leak or burst pipe'] },
      budget: [400, 1500],
    },
    {
      job: 'Toilet keeps running after flushing and the cistern is cracked. Happy to replace the whole toilet if that is better value.',
      did: 'replaced our cracked toilet suite',
      answers: { 'work-type': ['Tap or fixture install'] },
      budget: [450, 1200],
    },
    {
      job: 'Outside tap is leaking and we would like a second outdoor tap added at the back of the house for the garden.',
      did: 'fixed our outside tap and added a new one by the vegetable garden',
      answers: { 'work-type': ['Tap or fixture install'], 'property-type': ['House'] },
      budget: [200, 600],
    },
  ],
  gasfitter: [
    {
      job: 'We want to swap our electric cylinder for continuous-flow gas hot water. Gas is already connected to the house for the hob.',
      did: 'installed a continuous-flow gas hot water system',
    },
    {
      job: 'New gas hob bought, need it connected and certified. The old one is still in place.',
      did: 'connected and certified our new gas hob',
    },
    {
      job: 'Gas bottles need moving to the side of the house and a bayonet fitting for the BBQ on the deck.',
      did: 'moved our gas bottles and added a bayonet for the BBQ',
    },
  ],
  drainlayer: [
    {
      job: 'Stormwater pipe at the back of the section seems to be cracked, water pools there every time it rains.',
      did: 'replaced a cracked stormwater pipe',
    },
    {
      job: 'Tree roots in the sewer line, it has blocked twice this year. Would like it cleared and a camera inspection.',
      did: 'cleared tree roots from our sewer line and showed us the camera footage',
    },
    {
      job: 'Need new drains laid for a bathroom and laundry in an extension. Plans and consent are approved.',
      did: 'laid the drains for our new extension',
    },
  ],
  electrician: [
    {
      job: 'Old 1920s villa, still has some original wiring and the lights flicker. Would like a quote to rewire the whole house.',
      did: 'rewired our 1920s villa',
    },
    {
      job: 'Switchboard is the old ceramic fuse type. Want it upgraded with RCD protection before we start renovating.',
      did: 'upgraded our old fuse board to a modern switchboard',
    },
    {
      job: 'Replace old halogen lights with LED downlights in the lounge, kitchen and hallway, about 18 lights in total.',
      did: 'installed LED downlights throughout the house',
    },
    {
      job: 'Want two outdoor power points and some lighting on the new deck, plus a sensor light by the garage.',
      did: 'added outdoor power and lighting to our deck',
    },
    {
      job: 'Bought an electric car and need a wall charger installed in the garage, switchboard is about five metres away.',
      did: 'installed an EV charger in our garage',
    },
    {
      job: 'Something keeps tripping the power every few days and we cannot work out what. Two other sparkies could not find it.',
      did: 'tracked down a tripping fault that two others had missed',
    },
  ],
  'heat-pump-installer': [
    {
      job: 'Looking for a heat pump for an open-plan living area of about 45 square metres. Back-to-back install if possible.',
      did: 'installed a heat pump in our living room',
    },
    {
      job: 'Two bedrooms need small high-wall heat pumps. Single-storey house with good underfloor access.',
      did: 'put in two high-wall heat pumps',
    },
    {
      job: 'Our heat pumps have not been serviced for years and smell musty when they start. Two units to clean.',
      did: 'serviced and cleaned both our heat pumps',
    },
  ],
  'hvac-ventilation': [
    {
      job: 'House gets very damp in winter. Interested in a ventilation system, single-storey with a good roof space.',
      did: 'installed a ducted ventilation system',
    },
    {
      job: 'Bathroom has no extractor fan and the ceiling is going mouldy. Need one fitted and vented outside.',
      did: 'fitted a bathroom extractor fan vented to the outside',
    },
  ],
  'security-alarm-installer': [
    {
      job: 'Would like a monitored alarm with four sensors and two outdoor cameras we can see on our phones.',
      did: 'installed a monitored alarm and cameras',
    },
    {
      job: 'Small retail shop needs cameras covering the counter and the back door.',
      did: 'set up security cameras at our shop',
    },
  ],
  builder: [
    {
      job: 'Plans approved for a two-room extension on the back of our bungalow. Looking for a builder to price the full job.',
      did: 'built a two-room extension on our bungalow',
    },
    {
      job: 'Want to knock out the wall between kitchen and dining and renovate the kitchen. Engineer has been, wall is load-bearing.',
      did: 'opened up our kitchen and dining room',
    },
    {
      job: 'Floors in our old villa slope and doors stick. Need a re-pile and re-level quote.',
      did: 're-piled and re-levelled our old villa',
    },
    {
      job: 'Convert our single garage into a sleepout with a window and insulation.',
      did: 'converted our garage into a sleepout',
    },
    {
      job: 'Some weatherboards and two window frames are rotten on the south side of the house. Need them replaced before painting.',
      did: 'replaced rotten weatherboards and window frames',
    },
  ],
  'deck-builder': [
    {
      job: 'Looking for a new hardwood deck off the lounge, roughly 5 by 4 metres, about 600 mm off the ground.',
      did: 'built a new kwila deck off our lounge',
    },
    {
      job: 'Old pine deck is rotten in places and feels spongy. Need it replaced, same size.',
      did: 'replaced our old rotten deck',
    },
    {
      job: 'Deck with wide steps down to the lawn and a built-in bench seat along one side.',
      did: 'built a deck with wide steps down to the lawn',
    },
  ],
  carpenter: [
    {
      job: 'Six interior doors to replace with new hollow-core doors, frames are fine.',
      did: 'hung new interior doors throughout the house',
    },
    {
      job: 'Built-in shelving and a desk for a small study, painted MDF is fine.',
      did: 'built custom shelving and a desk in our study',
    },
    {
      job: 'Several wooden windows stick and two sills are rotten. Need repairs so they open again.',
      did: 'fixed our sticking windows and replaced the sills',
    },
  ],
  'concrete-contractor': [
    {
      job: 'Old cracked driveway to be removed and replaced with exposed aggregate, about 60 square metres.',
      did: 'poured a new exposed aggregate driveway',
    },
    {
      job: 'Need foundations for a double garage. Plans and consent are sorted.',
      did: 'poured the slab for our new garage',
    },
    {
      job: 'Front path is cracked and lifting, about 12 metres long. Would like it replaced.',
      did: 'replaced our cracked front path',
    },
  ],
  'bathroom-renovator': [
    {
      job: 'Full renovation of a 1970s bathroom: new shower, vanity, toilet, tiles and extractor fan.',
      did: 'completely renovated our main bathroom',
    },
    {
      job: 'Want to remove the bath and put in a tiled walk-in shower. Small bathroom, about 2 by 2.5 metres.',
      did: 'turned our old bath into a walk-in shower',
    },
  ],
  'kitchen-installer': [
    {
      job: 'Looking for a new kitchen, U-shape, about 4 metres each side. We would like design help.',
      did: 'designed and installed our new kitchen',
    },
    {
      job: 'Replace laminate benchtops with stone and add a tiled splashback. Cabinets stay.',
      did: 'replaced our benchtops and splashback',
    },
  ],
  'cabinet-maker': [
    {
      job: 'Floor-to-ceiling wardrobes along one wall of the main bedroom, about 3.2 metres wide.',
      did: 'built floor-to-ceiling wardrobes in our bedroom',
    },
    {
      job: 'Custom entertainment unit for the lounge with storage and a spot for the TV.',
      did: 'made us a custom entertainment unit',
    },
  ],
  joiner: [
    {
      job: 'Two timber sash windows need replacing in our villa, to match the existing ones.',
      did: 'made and fitted new sash windows to match our villa',
    },
    {
      job: 'New staircase to the loft conversion, timber treads.',
      did: 'built a beautiful new staircase',
    },
  ],
  roofer: [
    {
      job: 'Need a quote to re-roof our 1960s house in long-run Colorsteel, the old iron is rusting through.',
      did: 're-roofed our house in long-run iron',
    },
    {
      job: 'Leak around the chimney when it rains heavily. Water stain is spreading on the lounge ceiling.',
      did: 'fixed the leak around our chimney flashing',
    },
    {
      job: 'A few concrete tiles blew off in the storm last week. Need them replaced and the rest of the roof checked.',
      did: 'replaced our broken tiles after the storm',
    },
  ],
  'spouting-installer': [
    {
      job: 'All spouting and downpipes are old and leaking at the joins. Single-storey house, about 50 metres.',
      did: 'replaced all our spouting and downpipes',
    },
    {
      job: 'New garage needs spouting and a downpipe connected to the stormwater.',
      did: 'installed continuous spouting on our new garage',
    },
  ],
  'cladding-installer': [
    {
      job: 'North wall weatherboards are split and cupped. Need that wall re-clad.',
      did: 're-clad the north wall of our house',
    },
    {
      job: 'Rotten weatherboards on two sides of the house, need replacing ready for paint.',
      did: 'replaced rotten weatherboards on two sides of the house',
    },
  ],
  painter: [
    {
      job: 'Exterior repaint of a single-storey weatherboard house, some flaking paint on the north side.',
      did: 'painted the outside of our weatherboard house',
    },
    {
      job: 'Repaint three bedrooms and the hallway, walls and ceilings. Rooms will be empty.',
      did: 'repainted three bedrooms and the hallway',
    },
    {
      job: 'Want our timber kitchen cabinets painted a dark green, about 20 doors and drawers.',
      did: 'painted our kitchen cabinets',
    },
    {
      job: 'Full interior repaint before we put the house on the market in six weeks.',
      did: 'did a full interior repaint before we sold',
    },
  ],
  wallpaperer: [
    {
      job: 'Feature wallpaper on one lounge wall, we have the paper already.',
      did: 'hung feature wallpaper in our lounge',
    },
    {
      job: 'Old wallpaper in the hallway to be stripped and new paper hung.',
      did: 'stripped and re-papered our hallway',
    },
  ],
  'gib-stopper': [
    {
      job: 'New extension needs stopping and sanding, about 120 square metres of plasterboard.',
      did: 'stopped and sanded our new extension',
    },
    {
      job: 'Several cracks in the plasterboard after the last earthquake. Need them repaired ready for paint.',
      did: 'repaired the cracks in our plasterboard',
    },
  ],
  landscaper: [
    {
      job: 'New build with a bare back yard. Looking for lawn, planting and a patio area.',
      did: 'landscaped our whole back yard',
    },
    {
      job: 'Raised vegetable gardens, a small lawn and a path to the washing line.',
      did: 'built raised vegetable gardens and a new lawn',
    },
    {
      job: 'Sloping section, need a retaining wall about a metre high and planting above it.',
      did: 'put in a retaining wall and planted the bank',
    },
  ],
  'paving-contractor': [
    {
      job: 'Paved patio of about 25 square metres off the kitchen doors.',
      did: 'laid a new paved patio',
    },
    {
      job: 'Side path and small courtyard to be paved, currently gravel.',
      did: 'paved our side path and courtyard',
    },
  ],
  fencer: [
    {
      job: 'New 1.8 m paling boundary fence, about 30 metres, shared with the neighbour.',
      did: 'built a new boundary fence',
    },
    {
      job: 'Pool fence and self-closing gate needed to pass inspection.',
      did: 'put up a compliant pool fence and gate',
    },
    {
      job: 'Replace the front fence with horizontal slats and a new letterbox.',
      did: 'replaced our front fence and letterbox',
    },
  ],
  gardener: [
    {
      job: 'Garden has got away on us: weeding, pruning and mulching needed, then maybe regular visits.',
      did: 'got our overgrown garden back under control',
    },
    {
      job: 'Hedges along the front and side need trimming, about 25 metres in total.',
      did: 'trimmed our hedges and tidied the beds',
    },
  ],
  arborist: [
    {
      job: 'Large dead pine near the house needs to come down safely.',
      did: 'took down a big dead pine close to the house',
    },
    {
      job: 'Pohutukawa over the driveway needs a careful prune to let more light in.',
      did: 'pruned our pohutukawa beautifully',
    },
    {
      job: 'Two large gum trees to remove and stumps ground out.',
      did: 'removed two large gums and ground out the stumps',
    },
  ],
  'irrigation-installer': [
    {
      job: 'Irrigation for the front lawn and two garden beds, with a timer.',
      did: 'installed irrigation for our lawn and gardens',
    },
  ],
  cleaner: [
    {
      job: 'End-of-tenancy clean for a three-bedroom house, including oven and windows inside.',
      did: 'did our end-of-tenancy clean',
    },
    {
      job: 'Thorough spring clean of a four-bedroom house: skirting boards, kitchen, bathrooms and windows.',
      did: 'gave our whole house a thorough spring clean',
    },
    {
      job: 'Looking for a fortnightly clean, two bathrooms, kitchen and living areas.',
      did: 'cleaned our house every fortnight',
    },
  ],
  'carpet-cleaner': [
    {
      job: 'Carpets in three bedrooms and the lounge need cleaning before we move out.',
      did: 'cleaned all the carpets before we moved out',
    },
    {
      job: 'Red wine on a light lounge carpet, plus a general clean.',
      did: 'got a red wine stain out of our lounge carpet',
    },
  ],
  'window-cleaner': [
    {
      job: 'All windows inside and out on a single-storey house, about 20 windows.',
      did: 'cleaned all our windows inside and out',
    },
    {
      job: 'Two-storey house, upstairs windows are hard to reach from inside.',
      did: 'cleaned the windows on our two-storey house',
    },
  ],
  'water-blaster': [
    {
      job: 'Deck, driveway and paths need water-blasting, about 120 square metres.',
      did: 'water-blasted our deck and driveway',
    },
    {
      job: 'House wash for a weatherboard house and a soft-wash of the roof moss.',
      did: 'soft-washed our house and roof',
    },
  ],
  locksmith: [
    {
      job: 'Locked out of the house, keys are inside. Need someone as soon as possible.',
      did: 'got us back into the house when we locked ourselves out',
      answers: { timing: ['As soon as possible'] },
      budget: [120, 300],
    },
    {
      job: 'Just bought a house and want all the locks rekeyed, front, back and garage.',
      did: 'rekeyed all the locks on our new house',
    },
    {
      job: 'Would like the front door lock replaced with a keypad smart lock.',
      did: 'fitted a smart lock on our front door',
    },
  ],
  tiler: [
    {
      job: 'New bathroom to tile floor to ceiling, about 24 square metres of wall and floor tiles. Tiles supplied.',
      did: 'tiled our new bathroom floor to ceiling',
    },
    {
      job: 'Kitchen splashback, subway tiles, about 3 metres long.',
      did: 'tiled our kitchen splashback',
    },
    {
      job: 'Outdoor porcelain tiles on a concrete patio, about 20 square metres.',
      did: 'tiled our outdoor patio',
    },
  ],
  waterproofer: [
    {
      job: 'Shower needs waterproofing before tiling, membrane and certificate please.',
      did: 'waterproofed our shower before it was tiled',
    },
    {
      job: 'Balcony over the garage is leaking into the garage ceiling.',
      did: 'fixed the leaking membrane on our balcony',
    },
  ],
  'insulation-installer': [
    {
      job: 'Ceiling and underfloor insulation for a three-bedroom house, current ceiling insulation is thin.',
      did: 'insulated our ceiling and underfloor',
    },
  ],
  'solar-installer': [
    {
      job: 'Interested in solar panels for a north-facing roof, power bill is about $250 a month.',
      did: 'installed a 6 kW solar system on our roof',
    },
    {
      job: 'We have solar already and would like to add a battery.',
      did: 'added a battery to our solar system',
    },
  ],
  handyman: [
    {
      job: 'A list of small jobs: sticking door, dripping outside tap washer, two shelves and a towel rail.',
      did: 'worked through our list of small jobs in one visit',
    },
    {
      job: 'Flat-pack wardrobe and drawers to assemble, and some pictures to hang.',
      did: 'assembled our flat-pack furniture and hung our pictures',
    },
    {
      job: 'About 15 rotten palings on the back fence need replacing.',
      did: 'replaced the rotten palings on our back fence',
    },
  ],
};

/** Review texts by stars: {did} is what was done, {first} the owner, {biz} the business. */
export const reviewTemplates: Record<2 | 3 | 4 | 5, string[]> = {
  5: [
    '{First} {did} and left everything spotless. Could not fault it.',
    'Great experience from start to finish. They {did}, turned up exactly when they said, and the price matched the quote.',
    '{Biz} {did} for us. Friendly, tidy and very professional, we will definitely use them again.',
    'Really impressed. {First} explained the options clearly, {did} and even sent photos of the finished work.',
    'They {did} at short notice after another company let us down. Brilliant service.',
    'Excellent workmanship. {First} {did} and the result is better than we imagined.',
    'Quick to reply, fair quote and a great job: they {did} in less time than expected.',
    'Second time we have used {biz} and just as good as the first. This time they {did}. Highly recommended.',
    'Honest advice and quality work. {First} {did} and cleaned up after the job.',
    'Could not be happier. They {did}, kept us updated every day and finished on budget.',
    'Top job! {Did}, no fuss, and very reasonably priced.',
    '{First} {did}. Polite, punctual and clearly takes pride in the work.',
    'Such a relief to find someone reliable. They {did} and answered all our questions along the way.',
    'Fantastic. {Did} with real care, and the quote was the most reasonable of the three we got.',
    'Highly recommend {biz}. They {did}, and the team were a pleasure to have around.',
  ],
  4: [
    'Good job overall. They {did}; it took a day longer than planned but the result is great.',
    '{First} {did} and did it well. Replies could have been a bit quicker, but we are happy.',
    'Solid work at a fair price. They {did}. Would use again.',
    'Happy with the outcome: they {did}. Had to chase them once for a start date.',
    'Very tidy workmanship. They {did}, though the final bill was a little over the quote because of extra materials.',
    'Friendly team who {did}. A couple of small things needed a second visit, which they sorted quickly.',
    'Reliable and polite. {First} {did} without any drama.',
    'They {did} and the finish is good. Price was on the higher side, but you get what you pay for.',
  ],
  3: [
    'The work itself is fine: they {did}. But they were late twice and hard to get hold of.',
    'Mixed experience. {First} {did}, but we had to point out a few things that were not finished properly.',
    'They {did}. Quality is okay, but it took nearly two weeks longer than promised.',
    'The job got done, they {did}, but communication was not great and the price changed along the way.',
    'Decent result in the end, but they {did} over three visits when one should have done it.',
    'Price was good and they {did}, but they left a fair bit of mess behind.',
  ],
  2: [
    'Disappointing. They {did}, but turned up a day late without telling us and we had to call them back to fix it.',
    'Not great. They {did}, but the work ran over and we were charged for extra hours we did not agree to.',
    'They eventually {did}, but it took three weeks of chasing. Would not rush to use them again.',
  ],
};

/** Business replies: {name} is the customer's first name, {first} the owner's. */
export const replies = {
  good: [
    'Thanks {name}, it was a pleasure working with you. Enjoy the result!',
    'Thank you {name}! We really appreciate you taking the time to leave a review.',
    'Cheers {name}, great to hear you are happy with it. Give us a call if you need anything else.',
    'Thanks for the kind words, {name}. We will pass them on to the team.',
    'Kia ora {name}, thanks heaps for the review. Always happy to help.',
    'Thanks {name}, glad it all came together. Good luck with the rest of the project!',
  ],
  poor: [
    'Hi {name}, thanks for the honest feedback. We are sorry the job did not go as smoothly as it should have; we have talked it through with the team.',
    'Sorry to hear this, {name}. We would like to put it right, so please give {first} a call on the office number.',
    'Thanks for taking the time to write this, {name}. It is not the standard we aim for, and we have made changes since.',
    'Hi {name}, thank you for the feedback. We have shared it with the team and would be happy to come back and look at anything you are not happy with.',
  ],
};

/** The comment a business sent with its quote. */
export const quoteComments = [
  'Thanks for the details. The price includes materials and labour, and we can start next week.',
  'Happy to help with this. Price covers parts, labour and taking away the old materials.',
  'This is based on your description and photos; I would like a quick look before confirming. I am free Tuesday or Thursday.',
  'Fixed price including GST. We will clean up and take away all the rubbish when we finish.',
  'Price includes GST and our two-year workmanship guarantee.',
  'We could fit this in within the next fortnight. Let me know if you have any questions about the quote.',
  'Quote is for labour and materials. If we find anything unexpected we will talk to you before doing any extra work.',
];

/** Gallery captions by scene: {place} is a suburb the business works in. */
export const captions: Record<SceneKind, string[]> = {
  kitchen: [
    'Kitchen refit in {place}',
    'New kitchen with subway-tile splashback, {place}',
    'Kitchen renovation, {place}',
  ],
  bathroom: [
    'Bathroom renovation in {place}',
    'Walk-in shower and new vanity, {place}',
    'Main bathroom makeover, {place}',
  ],
  deck: [
    'New hardwood deck, {place}',
    'Deck and outdoor living area in {place}',
    'Deck off the lounge, {place}',
  ],
  roof: [
    'Re-roof in long-run iron, {place}',
    'New roof and spouting, {place}',
    'Roof replacement in {place}',
  ],
  garden: [
    'Back yard landscaping, {place}',
    'Raised beds and new lawn in {place}',
    'Garden makeover, {place}',
  ],
  exterior: [
    'Exterior repaint of a villa in {place}',
    'Weatherboard house repaint, {place}',
    'Fresh exterior colours in {place}',
  ],
  interior: [
    'Feature wall and interior repaint, {place}',
    'Living room repaint in {place}',
    'Interior refresh, {place}',
  ],
  switchboard: [
    'Switchboard upgrade in {place}',
    'New switchboard with RCD protection, {place}',
    'Switchboard replacement, {place}',
  ],
  lighting: [
    'LED downlights in a living room, {place}',
    'Lighting upgrade in {place}',
    'New lounge lighting, {place}',
  ],
  cylinder: [
    'Hot water cylinder replacement, {place}',
    'New cylinder and copper pipework, {place}',
    'Laundry and cylinder upgrade in {place}',
  ],
  heatpump: [
    'High-wall heat pump install, {place}',
    'Heat pump in an open-plan lounge, {place}',
    'Heat pump installation in {place}',
  ],
  solar: [
    'Rooftop solar array, {place}',
    '6 kW solar install in {place}',
    'Solar panels on a north-facing roof, {place}',
  ],
  cleaning: [
    'Move-out clean in {place}',
    'Spring clean, {place}',
    'Living areas after a deep clean, {place}',
  ],
  door: [
    'New front door hardware, {place}',
    'Deadbolt and lever set upgrade, {place}',
    'Front door rekey and smart lock, {place}',
  ],
  fence: [
    'Horizontal slat fence and gate, {place}',
    'New boundary fence in {place}',
    'Fence and garden edge, {place}',
  ],
  paving: [
    'Paved courtyard in {place}',
    'New patio for outdoor dining, {place}',
    'Courtyard paving, {place}',
  ],
  framing: [
    'Extension framing going up in {place}',
    'New build framing, {place}',
    'Frame and trusses for an addition, {place}',
  ],
  insulation: [
    'Ceiling insulation top-up, {place}',
    'New ceiling batts in {place}',
    'Insulation upgrade, {place}',
  ],
};

/** Picture kinds that show each trade's work. */
export const scenesByTrade: Record<string, SceneKind[]> = {
  plumber: ['cylinder', 'bathroom', 'kitchen'],
  gasfitter: ['cylinder', 'kitchen'],
  drainlayer: ['paving', 'garden'],
  electrician: ['switchboard', 'lighting', 'kitchen'],
  'heat-pump-installer': ['heatpump', 'lighting'],
  'hvac-ventilation': ['heatpump', 'insulation'],
  'security-alarm-installer': ['door', 'switchboard'],
  builder: ['framing', 'deck', 'kitchen', 'exterior'],
  'deck-builder': ['deck', 'fence'],
  carpenter: ['framing', 'deck', 'interior'],
  'concrete-contractor': ['paving', 'framing'],
  'bathroom-renovator': ['bathroom', 'interior'],
  'kitchen-installer': ['kitchen', 'interior'],
  'cabinet-maker': ['kitchen', 'interior'],
  joiner: ['kitchen', 'door', 'interior'],
  roofer: ['roof', 'solar', 'exterior'],
  'spouting-installer': ['roof', 'exterior'],
  'cladding-installer': ['exterior', 'roof'],
  painter: ['exterior', 'interior'],
  wallpaperer: ['interior'],
  'gib-stopper': ['interior', 'framing'],
  landscaper: ['garden', 'paving', 'fence'],
  'paving-contractor': ['paving', 'garden'],
  fencer: ['fence', 'garden'],
  gardener: ['garden'],
  arborist: ['garden', 'fence'],
  'irrigation-installer': ['garden'],
  cleaner: ['cleaning', 'kitchen', 'bathroom'],
  'carpet-cleaner': ['cleaning', 'interior'],
  'window-cleaner': ['cleaning', 'exterior'],
  'water-blaster': ['paving', 'deck', 'exterior'],
  locksmith: ['door'],
  tiler: ['bathroom', 'kitchen', 'paving'],
  waterproofer: ['bathroom', 'deck'],
  'insulation-installer': ['insulation', 'heatpump'],
  'solar-installer': ['solar', 'roof', 'switchboard'],
  handyman: ['deck', 'fence', 'interior', 'door'],
};

/** Budgets customers give, in dollars, by trade category. */
export const budgetByCategory: Record<string, [number, number]> = {
  'building-construction': [2500, 45_000],
  'plumbing-gas': [180, 4500],
  electrical: [250, 7000],
  'heating-energy': [1200, 14_000],
  'roofing-cladding': [600, 24_000],
  'painting-decorating': [600, 14_000],
  'interior-finishing': [800, 16_000],
  'outdoor-garden': [300, 18_000],
  'cleaning-maintenance': [120, 900],
};

export const firstNames = [
  'Aroha',
  'Sam',
  'Olivia',
  'Wiremu',
  'Priya',
  'James',
  'Mere',
  'Liam',
  'Grace',
  'Sione',
  'Emma',
  'Hemi',
  'Charlotte',
  'Wei',
  'Jack',
  'Ana',
  'Noah',
  'Ruby',
  'Tama',
  'Isla',
  'Oliver',
  'Ngaio',
  'Hannah',
  'Raj',
  'Lucy',
  'Manaia',
  'Sophie',
  'Ben',
  'Kiri',
  'Mia',
  'George',
  'Leilani',
  'Harper',
  'Arjun',
  'Zoe',
  'Rawiri',
  'Chloe',
  'Daniel',
  'Anahera',
  'Ella',
  'Tom',
  'Mei',
  'Amelia',
  'Matiu',
  'Jess',
  'Hamish',
  'Lily',
  'Finn',
  'Tui',
  'Nina',
];

export const surnames = [
  'Ngata',
  'Smith',
  'Walker',
  'Patel',
  'Te Whata',
  'Wilson',
  'Brown',
  'Taylor',
  'Tuilagi',
  'Chen',
  'Anderson',
  'Thompson',
  'Parata',
  'Campbell',
  'Singh',
  'Stewart',
  'Kaur',
  'Mitchell',
  'Robertson',
  'Li',
  'Harris',
  'Clarke',
  'Henare',
  'Young',
  "Fa'alogo",
  'Murray',
  'King',
  'Morgan',
  'Reid',
  'Wang',
  'Hughes',
  'Scott',
  'Paki',
  'Kennedy',
  'Edwards',
  'Nguyen',
  'Bell',
  'Tane',
  'Fraser',
  'Lee',
];
