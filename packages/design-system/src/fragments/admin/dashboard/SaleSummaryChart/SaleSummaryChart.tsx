import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Tooltip, useTooltip } from '@visx/tooltip';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { Select } from '../../../../components/Select';
import { Skeleton } from '../../../../components/Skeleton';
import * as card from '../dashboardCard.css';
import { LoadError } from '../../../../components/LoadError';
import { formatCompactDollars, formatDollars } from '../../../../format';
import * as styles from './SaleSummaryChart.css';
import {
  dashboardRanges,
  longLabel,
  rangeLabels,
  shortLabel,
  type DashboardRange,
} from './saleSummaryLabels';

/** One bar: a day (week, month ranges) or a month (year range), as the dashboard API sends it. */
export interface SaleSummaryPoint {
  /** 'YYYY-MM-DD' per day or 'YYYY-MM' per month. */
  label: string;
  /** Number of orders. */
  sales: number;
  /** Revenue in US dollars (the bar's height). */
  revenue: number;
}

export interface SaleSummaryChartProps {
  /** Points in time order. */
  series: SaleSummaryPoint[];
  /** The range shown; the selector reflects it. */
  range: DashboardRange;
  /** Called with 'week', 'month' or 'year' when the user picks another range. */
  onRangeChange: (range: DashboardRange) => void;
  /** Show a placeholder instead of the chart. */
  isLoading?: boolean;
  /** The figures could not be loaded: a message a user understands, shown instead of the chart. */
  error?: string;
  /** Shows Try Again with the error. */
  onRetry?: () => void;
  /** Drawing height in px; the width is the card's. */
  height?: number;
  /** Start with the data table instead of the chart. */
  defaultShowTable?: boolean;
}

const margin = { top: 16, right: 16, bottom: 36, left: 64 };
/** Narrowest drawing: below it the bars would be slivers (a 320 px phone still fits it). */
const MIN_WIDTH = 240;

/** Where there is no ResizeObserver (jsdom), the chart keeps its first measure. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const resizeObserverPolyfill =
  typeof window !== 'undefined' && !('ResizeObserver' in window) ? NoResizeObserver : undefined;

function pointText(point: SaleSummaryPoint) {
  return `${longLabel(point.label)}: ${formatDollars(point.revenue)} revenue, ${point.sales} ${
    point.sales === 1 ? 'sale' : 'sales'
  }`;
}

function SaleSummaryTable({ series }: { series: SaleSummaryPoint[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Sale Summary</caption>
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col">Sales</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {series.map((point) => (
          <tr key={point.label}>
            <th scope="row">{longLabel(point.label)}</th>
            <td>{point.sales}</td>
            <td>{formatDollars(point.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The dashboard's 'Sale Summary': revenue bars per day or month (visx), a tooltip on hover and
 * on keyboard focus of each bar, a Weekly / Monthly / Yearly selector and a 'Show as Table' view.
 */
export function SaleSummaryChart({
  series,
  range,
  onRangeChange,
  isLoading = false,
  error,
  onRetry,
  height = 260,
  defaultShowTable = false,
}: SaleSummaryChartProps) {
  const [showTable, setShowTable] = useState(defaultShowTable);
  // The drawing takes the card's width at every screen size (it was a fixed 600 px in a 434 px
  // card, cutting off the newest days); it follows the card when the window is resized.
  const { parentRef, width: measured } = useParentSize({
    debounceTime: 50,
    ignoreDimensions: ['height', 'top', 'left'],
    resizeObserverPolyfill,
  });
  const width = Math.max(MIN_WIDTH, Math.floor(measured));
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } =
    useTooltip<SaleSummaryPoint>();

  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const xScale = scaleBand<string>({
    domain: series.map((p) => p.label),
    range: [0, innerWidth],
    padding: 0.3,
  });
  const maxRevenue = Math.max(0, ...series.map((p) => p.revenue));
  const yScale = scaleLinear<number>({ domain: [0, maxRevenue || 100], range: [innerHeight, 0], nice: true });
  // Label every day of a week, every month of a year, about every fifth day of a month; fewer
  // when the card is narrow, so the labels never overlap (about 44 px a label).
  const fits = Math.max(1, Math.floor(innerWidth / 44));
  const every = Math.max(series.length > 14 ? 5 : 1, Math.ceil(series.length / fits));
  const tickValues = series.filter((_, i) => i % every === 0).map((p) => p.label);
  const hasData = series.some((p) => p.revenue > 0 || p.sales > 0);

  const show = (point: SaleSummaryPoint) => {
    const x = xScale(point.label) ?? 0;
    // Keep the tooltip (drawn above its anchor) inside the plot, which clips what overflows.
    const tooltipRoom = { above: 76, side: 90 };
    showTooltip({
      tooltipData: point,
      tooltipLeft: Math.min(
        Math.max(margin.left + x + xScale.bandwidth() / 2, tooltipRoom.side),
        width - tooltipRoom.side,
      ),
      tooltipTop: Math.max(margin.top + yScale(point.revenue), tooltipRoom.above),
    });
  };

  let body;
  if (error) {
    body = <LoadError className={card.error} message={error} onRetry={onRetry} compact />;
  } else if (isLoading) {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden">Loading</span>
        <Skeleton shape="rect" width="100%" height={`${height}px`} />
      </div>
    );
  } else if (!hasData) {
    body = <p className={styles.empty}>No sales in this period yet.</p>;
  } else if (showTable) {
    body = <SaleSummaryTable series={series} />;
  } else {
    body = (
      <div ref={parentRef} className={styles.fit}>
        {measured > 0 ? (
          <div className={styles.plot} style={{ width, height }}>
            <svg width={width} height={height} role="group" aria-label="Revenue per period">
              <Group left={margin.left} top={margin.top}>
                <AxisLeft
                  scale={yScale}
                  numTicks={4}
                  tickFormat={(v) => formatCompactDollars(Number(v))}
                  axisLineClassName={styles.axisLine}
                  tickClassName={styles.tick}
                  aria-hidden="true"
                />
                <AxisBottom
                  top={innerHeight}
                  scale={xScale}
                  tickValues={tickValues}
                  tickFormat={(label) => shortLabel(String(label))}
                  axisLineClassName={styles.axisLine}
                  tickClassName={styles.tick}
                  aria-hidden="true"
                />
                {series.map((point) => {
                  const barHeight = innerHeight - yScale(point.revenue);
                  return (
                    <Bar
                      key={point.label}
                      className={styles.bar}
                      x={xScale(point.label)}
                      y={innerHeight - barHeight}
                      width={xScale.bandwidth()}
                      height={Math.max(barHeight, 1)}
                      rx={3}
                      tabIndex={0}
                      role="img"
                      aria-label={pointText(point)}
                      onMouseEnter={() => show(point)}
                      onMouseLeave={hideTooltip}
                      onFocus={() => show(point)}
                      onBlur={hideTooltip}
                    />
                  );
                })}
              </Group>
            </svg>
            {tooltipOpen && tooltipData ? (
              <Tooltip
                unstyled
                applyPositionStyle
                left={tooltipLeft}
                top={tooltipTop}
                offsetLeft={0}
                offsetTop={0}
                className={styles.tooltip}
                role="tooltip"
              >
                <div className={styles.tooltipTitle}>{longLabel(tooltipData.label)}</div>
                <div>Revenue: {formatDollars(tooltipData.revenue)}</div>
                <div>Sales: {tooltipData.sales}</div>
              </Tooltip>
            ) : null}
          </div>
        ) : (
          <div style={{ height }} />
        )}
      </div>
    );
  }

  return (
    <section className={card.card}>
      <div className={card.cardHead}>
        <h2 className={card.cardTitle}>Sale Summary</h2>
        <div className={styles.controls}>
          {hasData && !isLoading && !error ? (
            <Button variant="secondary" size="sm" onPress={() => setShowTable((shown) => !shown)}>
              {showTable ? 'Show as Chart' : 'Show as Table'}
            </Button>
          ) : null}
          <Select
            label="Period"
            options={dashboardRanges.map((id) => ({ id, label: rangeLabels[id] }))}
            selectedKey={range}
            onSelectionChange={(id) => onRangeChange(id as DashboardRange)}
          />
        </div>
      </div>
      {body}
    </section>
  );
}
