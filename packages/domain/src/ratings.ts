/** The mean of `count` ratings summing to `sum`, to one decimal; null before the first. */
export function ratingAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

/**
 * How a reviewer is shown: the first name and the initial of the last ("Aroha N."), so a
 * review is a real person's without publishing their full name. A single name stays whole.
 */
export function reviewerName(userName: string): string {
  const parts = userName.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return '';
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]?.toUpperCase() ?? ''}.` : first;
}
