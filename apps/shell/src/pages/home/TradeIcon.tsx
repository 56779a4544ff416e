// Line icons for the popular trades: 24 px grid, 1.75 px round strokes in the current colour,
// hidden from screen readers (the trade's name is always written beside its icon).

const icons: Record<string, readonly string[]> = {
  // A hard hat.
  builder: ['M4 14.5a8 8 0 0 1 16 0', 'M2.5 14.5h19v3h-19z', 'M10 7V11', 'M14 7V11'],
  // A tap with a drop.
  plumber: [
    'M3 8.5h9.5A4.5 4.5 0 0 1 17 13v1.5h-4.5V14a1.5 1.5 0 0 0-1.5-1.5H3',
    'M8 8.5V5.5',
    'M5.5 5.5h5',
    'M14.75 17.5c-.7.9-1.15 1.5-1.15 2.1a1.15 1.15 0 0 0 2.3 0c0-.6-.45-1.2-1.15-2.1z',
  ],
  // A lightning bolt.
  electrician: ['M13.5 2.5 5 13.5h6.5L10.5 21.5 19 10.5h-6.5z'],
  // A paint roller.
  painter: [
    'M4.5 3.5h12a1.5 1.5 0 0 1 1.5 1.5v2.5a1.5 1.5 0 0 1-1.5 1.5h-12A1.5 1.5 0 0 1 3 7.5V5a1.5 1.5 0 0 1 1.5-1.5z',
    'M18 6.25h2.5v5.25H11.5V15',
    'M10 15h3v6.5h-3z',
  ],
  // A sprouting plant on the ground.
  landscaper: [
    'M3 20.5h18',
    'M12 20.5V11',
    'M12 14C12 10.4 9.6 8 5.5 8c0 3.6 2.4 6 6.5 6z',
    'M12 11c0-3.3 2.2-5.5 6-5.5 0 3.3-2.2 5.5-6 5.5z',
  ],
  // A spray bottle with a sparkle.
  cleaner: [
    'M8 10.5h5.5l1.5 3v7a1 1 0 0 1-1 1H7.5a1 1 0 0 1-1-1v-7z',
    'M9 10.5v-3h3.5v3',
    'M8 7.5V4h6.5l2 2',
    'M19.5 12v4',
    'M17.5 14h4',
  ],
  // A roof with a chimney.
  roofer: [
    'M2.5 13 12 4.5l9.5 8.5',
    'M5.5 10.5V20h13v-9.5',
    'M15.5 7.7V4h2.5v5.9',
    'M10.5 20v-4.5h3V20',
  ],
  // A tree.
  arborist: [
    'M12 2.75a4.75 4.75 0 0 0-4.5 6.3A4.25 4.25 0 0 0 8.75 17h6.5a4.25 4.25 0 0 0 1.25-7.95A4.75 4.75 0 0 0 12 2.75z',
    'M12 11v10.25',
    'M12 15.5 9.5 13.5',
    'M12 14l2.25-1.75',
  ],
  // A plasterer's trowel on a wall.
  'gib-stopper': [
    'M3.5 14.5h15a1 1 0 0 1 1 1V16a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-.5a1 1 0 0 1 1-1z',
    'M11 14.5V10.5',
    'M8 6.5h6a2 2 0 0 1 0 4H8a2 2 0 0 1 0-4z',
    'M4.5 20.5h9',
  ],
  // A drain grate.
  drainlayer: [
    'M12 3.25a8.75 8.75 0 1 0 0 17.5 8.75 8.75 0 0 0 0-17.5z',
    'M8 9h8',
    'M6.75 12h10.5',
    'M8 15h8',
  ],
  // Four tiles.
  tiler: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  // A toolbox.
  handyman: [
    'M3.5 9h17a.5.5 0 0 1 .5.5V19a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19V9.5a.5.5 0 0 1 .5-.5z',
    'M9 9V6.5A1.5 1.5 0 0 1 10.5 5h3A1.5 1.5 0 0 1 15 6.5V9',
    'M3 13.5h7.5',
    'M13.5 13.5H21',
    'M10.5 12h3v3h-3z',
  ],
};

// A spanner, for a trade without an icon of its own.
const fallback = [
  'M14.5 4a4.5 4.5 0 0 0-4.3 5.8l-6.1 6.1a1.9 1.9 0 0 0 2.7 2.7l6.1-6.1A4.5 4.5 0 0 0 19.7 7l-2.7 2.7-2.4-.6-.6-2.4L16.7 4a4.5 4.5 0 0 0-2.2-.3z',
];

/** The trade's icon (a spanner for one without its own). */
export function TradeIcon({ slug }: { slug: string }) {
  const paths = icons[slug] ?? fallback;
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
