import type { Profession, ProfessionCategory, Question } from '@quoteway/contracts';

/** The final option of every single/multiple question; the wizard then asks for free text. */
const OTHER_OPTION = 'Other (Please specify)';

/** The budget question's answer for a customer without a figure (the job has no budget). */
const NOT_SURE_OPTION = 'Not sure yet';

/** The option of the timing question that makes the wizard ask for a date. */
const SPECIFIC_DATE_OPTION = 'Specific date';

/** The parent categories of the trade taxonomy, in display order. */
export const professionCategories: ProfessionCategory[] = [
  { slug: 'building-construction', name: 'Building & Construction' },
  { slug: 'plumbing-gas', name: 'Plumbing & Gas' },
  { slug: 'electrical', name: 'Electrical' },
  { slug: 'heating-energy', name: 'Heating, Cooling & Energy' },
  { slug: 'roofing-cladding', name: 'Roofing & Cladding' },
  { slug: 'painting-decorating', name: 'Painting & Decorating' },
  { slug: 'interior-finishing', name: 'Interior Finishing' },
  { slug: 'outdoor-garden', name: 'Outdoor & Garden' },
  { slug: 'cleaning-maintenance', name: 'Cleaning & Maintenance' },
  { slug: 'moving-removals', name: 'Moving & Removals' },
  { slug: 'design-consulting', name: 'Design & Consulting' },
  { slug: 'specialist-trades', name: 'Specialist Trades' },
];

// ---------------------------------------------------------------------------------------------
// Question factories. Each call returns a fresh object so no two professions share one.

/** A single-choice question; 'Other (Please specify)' is appended as the last option. */
function singleQuestion(id: string, label: string, options: readonly string[]): Question {
  return { id, kind: 'single', label, options: [...options, OTHER_OPTION], required: true };
}

/** A multiple-choice question; 'Other (Please specify)' is appended as the last option. */
function multipleQuestion(id: string, label: string, options: readonly string[]): Question {
  return { id, kind: 'multiple', label, options: [...options, OTHER_OPTION], required: true };
}

/** "When do you need this done?", ending with 'Specific date'. */
function timingQuestion(): Question {
  return {
    id: 'timing',
    kind: 'timing',
    label: 'When do you need this done?',
    options: [
      'As soon as possible',
      'Within 2 weeks',
      'Within a month',
      'Flexible',
      SPECIFIC_DATE_OPTION,
    ],
    required: true,
  };
}

/**
 * "What is your budget?" as a total or an hourly rate, or not known yet: the one place the
 * wizard asks for a budget, so a customer who has no figure is not made to invent one.
 */
function budgetQuestion(): Question {
  return {
    id: 'budget',
    kind: 'budget',
    label: 'What is your budget?',
    options: ['Total', 'Hourly Rate', NOT_SURE_OPTION],
    required: true,
  };
}

/** "What type of property is it?" (residential and commercial). */
function propertyTypeQuestion(): Question {
  return singleQuestion('property-type', 'What type of property is it?', [
    'House',
    'Apartment or unit',
    'Townhouse',
    'Lifestyle block or farm',
    'Commercial premises',
  ]);
}

/** "How big is the area?" in square metres. */
function areaQuestion(what: string): Question {
  return singleQuestion('area', `Roughly how big is the ${what}?`, [
    'Under 10 m²',
    '10-30 m²',
    '30-60 m²',
    '60-100 m²',
    'Over 100 m²',
    'Not sure',
  ]);
}

/** "How many storeys?" for work at height. */
function storeysQuestion(): Question {
  return singleQuestion('storeys', 'How many storeys is the building?', [
    'Single storey',
    'Two storeys',
    'Three or more storeys',
  ]);
}

/** "How many rooms?" for room-by-room work. */
function roomsQuestion(label: string): Question {
  return singleQuestion('rooms', label, ['1', '2', '3', '4', '5 or more']);
}

/** "How many trees?" for tree and garden work. */
function treesQuestion(): Question {
  return singleQuestion('trees', 'How many trees are involved?', ['1', '2-3', '4-6', '7 or more']);
}

/** "What size is the home?" by bedrooms, for moving and whole-house work. */
function homeSizeQuestion(label: string): Question {
  return singleQuestion('home-size', label, [
    '1 bedroom or studio',
    '2 bedrooms',
    '3 bedrooms',
    '4 bedrooms',
    '5 or more bedrooms',
  ]);
}

/**
 * Assembles a profession: 1-3 trade questions, then timing and budget. Timing and budget are
 * asked here only; the job's own budget and timing are these answers. Free text is not a
 * question: the wizard asks for it once, as the job's description (issue 29).
 */
function trade(
  slug: string,
  name: string,
  categorySlug: string,
  baseCredits: number,
  questions: Question[],
): Profession {
  return {
    slug,
    name,
    categorySlug,
    baseCredits,
    questions: [...questions, timingQuestion(), budgetQuestion()],
  };
}

/** Every trade on the marketplace, in New Zealand terms, grouped by category. */
export const professions: Profession[] = [
  // Building & Construction
  trade('builder', 'Builder', 'building-construction', 12, [
    multipleQuestion('work-type', 'What building work do you need?', [
      'New build',
      'Extension or addition',
      'Renovation or alteration',
      'Repairs',
      'Garage or shed',
      'Earthquake strengthening',
    ]),
    propertyTypeQuestion(),
    singleQuestion('consent', 'Do you have plans or building consent?', [
      'Yes, plans and consent',
      'Plans only',
      'No, I need help with this',
      'Not sure if consent is needed',
    ]),
  ]),
  trade('carpenter', 'Carpenter', 'building-construction', 8, [
    multipleQuestion('work-type', 'What carpentry do you need?', [
      'Framing',
      'Doors or windows',
      'Skirting and architraves',
      'Shelving or built-ins',
      'Stairs',
      'Repairs',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('concrete-contractor', 'Concrete Contractor', 'building-construction', 10, [
    multipleQuestion('work-type', 'What concrete work do you need?', [
      'Driveway',
      'House slab or foundation',
      'Path or patio',
      'Exposed aggregate',
      'Concrete cutting or repair',
    ]),
    areaQuestion('area to concrete'),
  ]),
  trade('bricklayer', 'Bricklayer / Blocklayer', 'building-construction', 9, [
    multipleQuestion('work-type', 'What do you need built or repaired?', [
      'Brick veneer cladding',
      'Block wall',
      'Retaining wall',
      'Letterbox or feature wall',
      'Repointing or repairs',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('stonemason', 'Stonemason', 'building-construction', 9, [
    multipleQuestion('work-type', 'What stonework do you need?', [
      'Stone wall',
      'Stone cladding',
      'Fireplace surround',
      'Benchtop or vanity',
      'Restoration or repairs',
    ]),
  ]),
  trade('deck-builder', 'Deck Builder', 'building-construction', 9, [
    singleQuestion('work-type', 'What do you need?', [
      'New deck',
      'Extend an existing deck',
      'Replace decking boards',
      'Repair or re-stain',
    ]),
    singleQuestion('material', 'Which decking material do you prefer?', [
      'Pine (H3.2)',
      'Hardwood',
      'Composite',
      'Not sure',
    ]),
    areaQuestion('deck'),
  ]),
  trade('scaffolder', 'Scaffolder', 'building-construction', 8, [
    singleQuestion('purpose', 'What is the scaffolding for?', [
      'Roofing',
      'Painting',
      'Building or cladding',
      'Guttering or spouting',
      'Edge protection only',
    ]),
    storeysQuestion(),
  ]),
  trade('demolition-contractor', 'Demolition Contractor', 'building-construction', 10, [
    singleQuestion('work-type', 'What needs demolishing?', [
      'Whole house',
      'Part of a building',
      'Garage or shed',
      'Internal strip-out',
      'Concrete or paving',
    ]),
    singleQuestion('asbestos', 'Could the building contain asbestos (built before 2000)?', [
      'Yes',
      'No',
      'Not sure',
    ]),
  ]),
  trade('excavation-contractor', 'Excavation & Earthmoving', 'building-construction', 10, [
    multipleQuestion('work-type', 'What earthworks do you need?', [
      'Site preparation for a build',
      'Trenching',
      'Driveway formation',
      'Digger hire with operator',
      'Soil removal',
    ]),
    singleQuestion('access', 'How is the site access?', [
      'Easy, truck can reach the site',
      'Tight, small digger only',
      'Steep or difficult',
    ]),
  ]),
  trade('bathroom-renovator', 'Bathroom Renovator', 'building-construction', 12, [
    singleQuestion('work-type', 'What kind of bathroom job is it?', [
      'Full renovation',
      'Partial update',
      'New bathroom or ensuite',
      'Accessible bathroom',
    ]),
    multipleQuestion('items', 'What needs replacing?', [
      'Shower',
      'Bath',
      'Vanity',
      'Toilet',
      'Tiling',
      'Heated towel rail',
    ]),
  ]),
  trade('kitchen-installer', 'Kitchen Designer & Installer', 'building-construction', 12, [
    singleQuestion('work-type', 'What do you need?', [
      'Design and install a new kitchen',
      'Install a flat-pack kitchen',
      'Replace benchtops',
      'Replace doors and handles',
    ]),
    singleQuestion('size', 'How big is the kitchen?', ['Small', 'Medium', 'Large', 'Not sure']),
  ]),

  // Plumbing & Gas
  trade('plumber', 'Plumber', 'plumbing-gas', 8, [
    multipleQuestion('work-type', 'What plumbing do you need?', [
      'Leak or burst pipe',
      'Hot water cylinder',
      'Blocked toilet or sink',
      'Tap or fixture install',
      'Bathroom or kitchen plumbing',
      'Repiping',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('gasfitter', 'Gasfitter', 'plumbing-gas', 8, [
    multipleQuestion('work-type', 'What gas work do you need?', [
      'Gas hob or oven',
      'Continuous-flow gas hot water',
      'Gas heater or fire',
      'LPG bottle connection',
      'Gas leak or safety check',
    ]),
    singleQuestion('gas-supply', 'What gas supply do you have?', [
      'Natural gas',
      'LPG bottles',
      'None yet',
      'Not sure',
    ]),
  ]),
  trade('drainlayer', 'Drainlayer', 'plumbing-gas', 10, [
    multipleQuestion('work-type', 'What drainage work do you need?', [
      'Blocked drain',
      'New stormwater drains',
      'New sewer connection',
      'Drain inspection (CCTV)',
      'Soak pit',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('septic-tank-services', 'Septic Tank Services', 'plumbing-gas', 7, [
    singleQuestion('work-type', 'What do you need?', [
      'Pump out',
      'Inspection or service',
      'Repair',
      'New system install',
    ]),
    singleQuestion('system', 'What type of system is it?', [
      'Conventional septic tank',
      'Aerated wastewater system',
      'Not sure',
    ]),
  ]),
  trade('water-tank-pump-services', 'Water Tank & Pump Services', 'plumbing-gas', 7, [
    multipleQuestion('work-type', 'What do you need?', [
      'New water tank',
      'Tank cleaning',
      'Pump repair or replacement',
      'Water filtration or UV',
      'Water delivery',
    ]),
  ]),

  // Electrical
  trade('electrician', 'Electrician', 'electrical', 8, [
    multipleQuestion('work-type', 'What electrical work do you need?', [
      'Fault finding or repair',
      'New power points or switches',
      'Lighting',
      'Switchboard upgrade',
      'Rewiring',
      'EV charger',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('security-alarm-installer', 'Security & Alarm Installer', 'electrical', 6, [
    multipleQuestion('system', 'What would you like installed?', [
      'Burglar alarm',
      'Security cameras (CCTV)',
      'Video doorbell or intercom',
      'Monitoring',
      'Smart locks',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('antenna-satellite-installer', 'Antenna & Satellite Installer', 'electrical', 5, [
    singleQuestion('work-type', 'What do you need?', [
      'New UHF aerial',
      'Satellite dish (Sky or Freeview)',
      'Extra TV points',
      'Fix poor reception',
      'Wall-mount a TV',
    ]),
  ]),
  trade('appliance-repair', 'Appliance Repair', 'electrical', 5, [
    singleQuestion('appliance', 'Which appliance needs repair?', [
      'Washing machine',
      'Dryer',
      'Dishwasher',
      'Fridge or freezer',
      'Oven or cooktop',
      'Rangehood',
    ]),
    singleQuestion('age', 'How old is it?', [
      'Under 2 years',
      '2-5 years',
      '5-10 years',
      'Over 10 years',
      'Not sure',
    ]),
  ]),

  // Heating, Cooling & Energy
  trade('heat-pump-installer', 'Heat Pump Installer', 'heating-energy', 9, [
    singleQuestion('work-type', 'What do you need?', [
      'New heat pump',
      'Replace an existing heat pump',
      'Service or clean',
      'Repair',
    ]),
    singleQuestion('system', 'What type of heat pump?', [
      'High-wall unit',
      'Floor console',
      'Ducted system',
      'Not sure',
    ]),
    roomsQuestion('How many rooms need heating?'),
  ]),
  trade('insulation-installer', 'Insulation Installer', 'heating-energy', 8, [
    multipleQuestion('where', 'Where does the insulation go?', [
      'Ceiling',
      'Underfloor',
      'Walls',
      'Ground moisture barrier',
    ]),
    homeSizeQuestion('How big is the home?'),
  ]),
  trade('hvac-ventilation', 'HVAC & Ventilation', 'heating-energy', 9, [
    singleQuestion('system', 'What do you need?', [
      'Home ventilation system',
      'Ducted heating or air conditioning',
      'Bathroom or kitchen extraction',
      'Commercial HVAC',
      'Service or repair',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('solar-installer', 'Solar Installer', 'heating-energy', 12, [
    singleQuestion('system', 'What kind of solar system?', [
      'Grid-tied panels',
      'Panels with battery',
      'Battery only',
      'Off-grid system',
      'Solar hot water',
    ]),
    singleQuestion('roof', 'What is the roof made of?', [
      'Long-run iron',
      'Concrete or clay tiles',
      'Decramastic tiles',
      'Membrane',
    ]),
  ]),
  trade('chimney-sweep', 'Chimney Sweep', 'heating-energy', 4, [
    singleQuestion('appliance', 'What needs sweeping?', [
      'Wood burner',
      'Open fireplace',
      'Multi-fuel burner',
      'Pellet fire',
    ]),
  ]),

  // Roofing & Cladding
  trade('roofer', 'Roofer', 'roofing-cladding', 10, [
    singleQuestion('work-type', 'What roofing work do you need?', [
      'Full re-roof',
      'New roof',
      'Leak repair',
      'Roof inspection',
      'Moss treatment or roof wash',
    ]),
    singleQuestion('material', 'What is the roof made of?', [
      'Long-run iron',
      'Concrete or clay tiles',
      'Decramastic tiles',
      'Membrane',
      'Not sure',
    ]),
    storeysQuestion(),
  ]),
  trade('spouting-installer', 'Spouting (Gutter) Installer', 'roofing-cladding', 6, [
    singleQuestion('work-type', 'What do you need?', [
      'New spouting',
      'Replace spouting',
      'Repair leaks',
      'Clean spouting',
      'Downpipes',
    ]),
    storeysQuestion(),
  ]),
  trade('cladding-installer', 'Weatherboard & Cladding Installer', 'roofing-cladding', 10, [
    singleQuestion('material', 'Which cladding?', [
      'Timber weatherboards',
      'Fibre cement weatherboards',
      'Brick veneer',
      'Plaster or EIFS',
      'Metal cladding',
    ]),
    singleQuestion('work-type', 'What do you need?', [
      'New cladding',
      'Re-clad',
      'Repairs',
      'Leaky home remediation',
    ]),
  ]),

  // Painting & Decorating
  trade('painter', 'Painter', 'painting-decorating', 7, [
    singleQuestion('where', 'What needs painting?', [
      'Interior',
      'Exterior',
      'Interior and exterior',
      'Roof',
      'Fence or deck',
    ]),
    propertyTypeQuestion(),
    roomsQuestion('How many rooms (for interior work)?'),
  ]),
  trade('wallpaperer', 'Wallpaperer', 'painting-decorating', 5, [
    singleQuestion('work-type', 'What do you need?', [
      'Hang new wallpaper',
      'Remove old wallpaper',
      'Remove and rehang',
    ]),
    roomsQuestion('How many rooms?'),
  ]),
  trade('gib-stopper', 'GIB Stopper', 'painting-decorating', 6, [
    singleQuestion('work-type', 'What stopping do you need?', [
      'New plasterboard (GIB) fit-out',
      'Patch or repair holes',
      'Cracks after an earthquake',
      'Cornice install',
    ]),
    roomsQuestion('How many rooms?'),
  ]),
  trade('plasterer', 'Plasterer (Solid)', 'painting-decorating', 8, [
    singleQuestion('work-type', 'What plastering do you need?', [
      'Exterior solid plaster',
      'Interior solid plaster',
      'Texture coating',
      'Crack repair',
      'Rendering over block',
    ]),
  ]),

  // Interior Finishing
  trade('tiler', 'Tiler', 'interior-finishing', 7, [
    multipleQuestion('where', 'Where are the tiles going?', [
      'Bathroom floor',
      'Shower walls',
      'Kitchen splashback',
      'Living area floor',
      'Outdoor area',
    ]),
    areaQuestion('area to tile'),
  ]),
  trade('flooring-installer', 'Flooring Installer', 'interior-finishing', 8, [
    singleQuestion('material', 'What flooring?', [
      'Timber',
      'Laminate',
      'Vinyl plank',
      'Vinyl sheet',
      'Polished concrete',
    ]),
    areaQuestion('floor area'),
  ]),
  trade('carpet-layer', 'Carpet Layer', 'interior-finishing', 6, [
    singleQuestion('work-type', 'What do you need?', [
      'Supply and lay new carpet',
      'Lay carpet I have bought',
      'Carpet repair or restretch',
    ]),
    roomsQuestion('How many rooms?'),
  ]),
  trade('joiner', 'Joiner', 'interior-finishing', 10, [
    multipleQuestion('work-type', 'What joinery do you need?', [
      'Timber windows',
      'Doors',
      'Staircase',
      'Built-in wardrobes',
      'Restoration of old joinery',
    ]),
  ]),
  trade('cabinet-maker', 'Cabinet Maker', 'interior-finishing', 10, [
    multipleQuestion('work-type', 'What would you like made?', [
      'Kitchen cabinetry',
      'Vanity',
      'Wardrobe',
      'Entertainment unit',
      'Bookshelves',
    ]),
    singleQuestion('material', 'Which finish?', [
      'Melteca or laminate',
      'Lacquered MDF',
      'Solid timber',
      'Not sure',
    ]),
  ]),
  trade('glazier', 'Glazier', 'interior-finishing', 6, [
    singleQuestion('work-type', 'What glazing do you need?', [
      'Broken window',
      'Double glazing retrofit',
      'Shower screen',
      'Splashback or mirror',
      'Glass balustrade',
    ]),
  ]),

  // Outdoor & Garden
  trade('landscaper', 'Landscaper', 'outdoor-garden', 10, [
    multipleQuestion('work-type', 'What landscaping do you need?', [
      'Full garden design and build',
      'Planting',
      'Lawn laying',
      'Retaining walls',
      'Paths and paving',
      'Outdoor lighting',
    ]),
    areaQuestion('garden'),
  ]),
  trade('gardener', 'Gardener', 'outdoor-garden', 3, [
    multipleQuestion('work-type', 'What garden work do you need?', [
      'Lawn mowing',
      'Weeding',
      'Hedge trimming',
      'Pruning',
      'Garden tidy-up',
    ]),
    singleQuestion('frequency', 'How often?', ['One-off', 'Weekly', 'Fortnightly', 'Monthly']),
  ]),
  trade('arborist', 'Arborist', 'outdoor-garden', 6, [
    singleQuestion('work-type', 'What tree work do you need?', [
      'Tree removal',
      'Pruning or trimming',
      'Stump grinding',
      'Tree health assessment',
    ]),
    treesQuestion(),
    singleQuestion('height', 'How tall is the tallest tree?', [
      'Under 5 m',
      '5-10 m',
      '10-20 m',
      'Over 20 m',
    ]),
  ]),
  trade('fencer', 'Fencer', 'outdoor-garden', 7, [
    singleQuestion('material', 'What kind of fence?', [
      'Timber paling',
      'Pool fence',
      'Post and rail',
      'Farm or post and wire',
      'Aluminium or steel',
    ]),
    singleQuestion('length', 'Roughly how long is the fence?', [
      'Under 10 m',
      '10-30 m',
      '30-100 m',
      'Over 100 m',
    ]),
  ]),
  trade('paving-contractor', 'Paving Contractor', 'outdoor-garden', 8, [
    singleQuestion('work-type', 'What needs paving?', [
      'Driveway',
      'Patio or courtyard',
      'Path',
      'Pool surround',
    ]),
    areaQuestion('area to pave'),
  ]),
  trade('irrigation-installer', 'Irrigation Installer', 'outdoor-garden', 6, [
    singleQuestion('work-type', 'What do you need?', [
      'New irrigation system',
      'Repair or extend a system',
      'Drip irrigation for gardens',
      'Lawn sprinklers',
    ]),
    areaQuestion('area to water'),
  ]),
  trade('pool-builder', 'Pool Builder', 'outdoor-garden', 14, [
    singleQuestion('pool-type', 'What type of pool?', [
      'Concrete in-ground',
      'Fibreglass in-ground',
      'Above-ground',
      'Spa pool',
    ]),
    singleQuestion('work-type', 'What do you need?', ['New pool', 'Renovation', 'Repairs']),
  ]),

  // Cleaning & Maintenance
  trade('cleaner', 'Cleaner', 'cleaning-maintenance', 3, [
    singleQuestion('clean-type', 'What kind of clean?', [
      'Regular house clean',
      'End-of-tenancy clean',
      'Spring clean',
      'After-builders clean',
      'Office clean',
    ]),
    homeSizeQuestion('How big is the place?'),
  ]),
  trade('window-cleaner', 'Window Cleaner', 'cleaning-maintenance', 3, [
    singleQuestion('where', 'Which windows?', ['Inside', 'Outside', 'Inside and outside']),
    storeysQuestion(),
  ]),
  trade('carpet-cleaner', 'Carpet Cleaner', 'cleaning-maintenance', 3, [
    multipleQuestion('items', 'What needs cleaning?', [
      'Carpets',
      'Rugs',
      'Couches or upholstery',
      'Mattresses',
      'Stain removal',
    ]),
    roomsQuestion('How many rooms?'),
  ]),
  trade('water-blaster', 'Water Blaster', 'cleaning-maintenance', 3, [
    multipleQuestion('surfaces', 'What needs water blasting?', [
      'House exterior',
      'Driveway',
      'Deck',
      'Fence',
      'Roof',
    ]),
  ]),
  trade('pest-controller', 'Pest Controller', 'cleaning-maintenance', 4, [
    multipleQuestion('pest', 'Which pests?', [
      'Rats or mice',
      'Cockroaches',
      'Ants',
      'Wasps',
      'Fleas',
      'Borer',
    ]),
    propertyTypeQuestion(),
  ]),
  trade('handyman', 'Handyman', 'cleaning-maintenance', 4, [
    multipleQuestion('work-type', 'What jobs do you need done?', [
      'Small repairs',
      'Furniture assembly',
      'Hanging pictures or shelves',
      'Door or window adjustments',
      'Odd jobs list',
    ]),
  ]),
  trade('locksmith', 'Locksmith', 'cleaning-maintenance', 4, [
    singleQuestion('work-type', 'What do you need?', [
      'Locked out',
      'Change or rekey locks',
      'New locks',
      'Safe opening',
      'Car keys',
    ]),
  ]),

  // Moving & Removals
  trade('removalist', 'Removalist', 'moving-removals', 6, [
    singleQuestion('move-type', 'What kind of move?', [
      'Local move',
      'Move to another city',
      'Inter-island move',
      'Office move',
      'A few items only',
    ]),
    homeSizeQuestion('How big is the home you are moving from?'),
  ]),
  trade('rubbish-removal', 'Rubbish Removal', 'moving-removals', 4, [
    multipleQuestion('rubbish', 'What needs taking away?', [
      'Household rubbish',
      'Green waste',
      'Building waste',
      'Furniture or whiteware',
      'Skip bin hire',
    ]),
  ]),
  trade('piano-mover', 'Piano Mover', 'moving-removals', 5, [
    singleQuestion('piano', 'What kind of piano?', ['Upright piano', 'Baby grand', 'Grand piano']),
    singleQuestion('steps', 'Are there stairs at either end?', [
      'No stairs',
      'A few steps',
      'A full flight of stairs',
    ]),
  ]),

  // Design & Consulting
  trade('architect', 'Architect', 'design-consulting', 15, [
    singleQuestion('project', 'What is the project?', [
      'New home',
      'Extension',
      'Major renovation',
      'Commercial building',
      'Multi-unit development',
    ]),
    multipleQuestion('services', 'Which services do you need?', [
      'Concept design',
      'Consent drawings',
      'Resource consent',
      'Construction observation',
    ]),
  ]),
  trade('draughtsperson', 'Draughtsperson', 'design-consulting', 12, [
    singleQuestion('project', 'What do you need drawn?', [
      'New home',
      'Extension or alteration',
      'Garage or minor dwelling',
      'As-built plans',
    ]),
    singleQuestion('consent', 'Will you need building consent?', ['Yes', 'No', 'Not sure']),
  ]),
  trade('structural-engineer', 'Structural Engineer', 'design-consulting', 14, [
    multipleQuestion('work-type', 'What do you need?', [
      'Structural design',
      'Remove a load-bearing wall',
      'Foundation or subsidence assessment',
      'Seismic assessment',
      'Retaining wall design',
      'Producer statement (PS1/PS4)',
    ]),
  ]),
  trade('interior-designer', 'Interior Designer', 'design-consulting', 10, [
    multipleQuestion('rooms', 'Which spaces?', [
      'Living areas',
      'Kitchen',
      'Bathroom',
      'Bedrooms',
      'Whole home',
      'Commercial space',
    ]),
  ]),
  trade('building-inspector', 'Building Surveyor / Inspector', 'design-consulting', 8, [
    singleQuestion('inspection', 'What inspection do you need?', [
      'Pre-purchase inspection',
      'Weathertightness report',
      'Meth testing',
      'Healthy Homes assessment',
      'Code compliance advice',
    ]),
    homeSizeQuestion('How big is the property?'),
  ]),

  // Specialist Trades
  trade('waterproofer', 'Waterproofer', 'specialist-trades', 8, [
    multipleQuestion('where', 'What needs waterproofing?', [
      'Shower or wet area',
      'Deck or balcony membrane',
      'Basement or retaining wall',
      'Flat roof',
    ]),
  ]),
  trade('asbestos-removal', 'Asbestos Removal', 'specialist-trades', 10, [
    singleQuestion('work-type', 'What do you need?', [
      'Asbestos testing',
      'Removal of a ceiling (popcorn) or walls',
      'Removal of roofing or cladding',
      'Removal before demolition',
    ]),
    areaQuestion('area'),
  ]),
  trade('sign-writer', 'Sign Writer', 'specialist-trades', 5, [
    multipleQuestion('signage', 'What signage do you need?', [
      'Shop front sign',
      'Vehicle signwriting',
      'Banners',
      'Window graphics',
      'Site signs',
    ]),
  ]),
  trade('welder', 'Welder & Metal Fabricator', 'specialist-trades', 8, [
    multipleQuestion('work-type', 'What metalwork do you need?', [
      'Gates or fencing',
      'Balustrades or handrails',
      'Structural steel',
      'Repairs',
      'Custom fabrication',
    ]),
    singleQuestion('material', 'Which metal?', [
      'Steel',
      'Stainless steel',
      'Aluminium',
      'Not sure',
    ]),
  ]),
];

const bySlug = new Map(professions.map((p) => [p.slug, p]));

/** The profession with this slug, or undefined if there is none. */
export function professionBySlug(slug: string): Profession | undefined {
  return bySlug.get(slug);
}
