import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiOutput } from '@quoteway/api-client';
import { directionOf, isLocale } from '@quoteway/i18n';
import * as styles from './returnOnSpend.css';

type Week = ApiOutput<'returnOnSpend'>['weeks'][number];

/**
 * One bar: an SVG as wide as its cell, filled to `share` (0 to 1) of it from the inline start
 * (the right in Arabic). Decorative: the figure beside it says the same.
 */
function Bar({ share, fill, rtl }: { share: number; fill: string; rtl: boolean }) {
  const width = Math.max(0, Math.min(1, share)) * 100;
  return (
    <svg
      className={styles.bar}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={fill} x={rtl ? 100 - width : 0} y={0} width={width} height={10} rx={1} />
    </svg>
  );
}

/**
 * Weekly spend against hires: a table (what a screen reader reads) whose cells draw their
 * figure as a bar scaled to the largest week. A table follows the page's direction, and each
 * bar grows from the inline start, so the chart reads right to left in Arabic; on a phone the
 * columns share the width instead of scrolling.
 */
export function WeeklyChart({
  weeks,
  formatMoney,
}: {
  weeks: Week[];
  formatMoney: (cents: number) => string;
}) {
  const { t, i18n } = useLingui();
  const rtl = isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  const day = new Intl.DateTimeFormat(i18n.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const maxCost = Math.max(1, ...weeks.map((w) => w.netCostCents));
  const maxHires = Math.max(1, ...weeks.map((w) => w.hires));
  return (
    <div>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <svg className={styles.swatch} viewBox="0 0 10 10" focusable="false">
            <rect className={styles.spendFill} width={10} height={10} />
          </svg>
          <Trans>Net spend</Trans>
        </li>
        <li className={styles.legendItem}>
          <svg className={styles.swatch} viewBox="0 0 10 10" focusable="false">
            <rect className={styles.hiresFill} width={10} height={10} />
          </svg>
          <Trans>Hires</Trans>
        </li>
      </ul>
      <table className={styles.table}>
        <caption>{t`Spend and hires, week by week`}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.weekColumn}>
              <Trans>Week of</Trans>
            </th>
            <th scope="col">
              <Trans>Net spend</Trans>
            </th>
            <th scope="col">
              <Trans>Hires</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{day.format(new Date(`${week.weekStart}T00:00:00Z`))}</th>
              <td>
                <div className={styles.barCell}>
                  <Bar share={week.netCostCents / maxCost} fill={styles.spendFill} rtl={rtl} />
                  <span>{formatMoney(week.netCostCents)}</span>
                </div>
              </td>
              <td>
                <div className={styles.barCell}>
                  <Bar share={week.hires / maxHires} fill={styles.hiresFill} rtl={rtl} />
                  <span>{week.hires}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
