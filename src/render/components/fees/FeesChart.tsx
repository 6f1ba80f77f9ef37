import fees from 'virtual:fees';
import { formatCurrency, formatNumber } from '../../../shared/text/format';
import { FEES } from '../../../shared/strings/institucional';
import { feeRows, millions } from './fees-data';

// Vertical geometry in CSS pixels, horizontal in percent, so text keeps its real size on a phone and
// the bars stretch with the column. Bars start at zero.
const ROW = 66;
const LABEL_Y = 16;
const BAR_HEIGHT = 14;
const ACTS_Y = 24;
const REVENUE_Y = 42;
const BAR_MAX_PERCENT = 64;

const percent = (value: number, max: number) => `${((value / max) * BAR_MAX_PERCENT).toFixed(2)}%`;

/**
 * Hand-written SVG bar chart: one image for assistive technology (role="img", described by its <desc>
 * with the trend in words); the table above remains the source of the exact values.
 */
export function FeesChart() {
  const rows = feeRows(fees);
  const maxActs = Math.max(...rows.map((r) => r.atos));
  const maxRevenue = Math.max(...rows.map((r) => r.receita));
  const first = rows[0];
  const last = rows[rows.length - 1];
  const description = FEES.chartDescription(
    first.periodo, last.periodo,
    formatNumber(first.atos), formatNumber(last.atos),
    formatCurrency(first.receita), formatCurrency(last.receita),
  );
  return (
    <figure className="fees-chart">
      <figcaption className="fees-chart__caption">
        <ul className="fees-chart__legend" role="list">
          <li><span className="fees-chart__swatch fees-chart__swatch--acts" aria-hidden="true" />{FEES.legendActs}</li>
          <li><span className="fees-chart__swatch fees-chart__swatch--revenue" aria-hidden="true" />{FEES.legendRevenue}</li>
        </ul>
        <p>{FEES.chartNote}</p>
      </figcaption>
      <svg
        className="fees-chart__svg"
        role="img"
        aria-labelledby="grafico-emolumentos-titulo"
        aria-describedby="grafico-emolumentos-descricao"
        width="100%"
        height={rows.length * ROW}
      >
        <title id="grafico-emolumentos-titulo">{FEES.chartTitle}</title>
        <desc id="grafico-emolumentos-descricao">{description}</desc>
        {rows.map((row, i) => {
          const top = i * ROW;
          const actsWidth = percent(row.atos, maxActs);
          const revenueWidth = percent(row.receita, maxRevenue);
          return (
            <g key={row.periodo} className={row.recente ? 'fees-chart__row--recent' : undefined}>
              <text x="0" y={top + LABEL_Y} className="fees-chart__label">
                {row.recente ? `${row.periodo} (${FEES.recent[rows.length - 1 - i].toLowerCase()})` : row.periodo}
              </text>
              <rect x="0" y={top + ACTS_Y} width={actsWidth} height={BAR_HEIGHT} className="fees-chart__bar fees-chart__bar--acts" />
              <text x={actsWidth} dx="6" y={top + ACTS_Y + BAR_HEIGHT - 2} className="fees-chart__value">
                {FEES.actsUnit(formatNumber(row.atos))}
              </text>
              <rect x="0" y={top + REVENUE_Y} width={revenueWidth} height={BAR_HEIGHT} className="fees-chart__bar fees-chart__bar--revenue" />
              <text x={revenueWidth} dx="6" y={top + REVENUE_Y + BAR_HEIGHT - 2} className="fees-chart__value">
                {FEES.millions(millions(row.receita))}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
