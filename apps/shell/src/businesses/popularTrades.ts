/**
 * The trades New Zealanders hire most, in that order: the directory offers them before a
 * search. (The home page keeps the same list for its shortcuts.)
 */
export const popularTradeSlugs = [
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
] as const;
