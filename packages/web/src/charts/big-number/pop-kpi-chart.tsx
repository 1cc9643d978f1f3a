import type { ReactNode } from 'react';
import type { ChartHooks } from '../types';
import { fitFontSize } from './big-number-chart';
import type { PopKpiTransformedProps } from './pop-kpi-props';

export type PopKpiChartProps = PopKpiTransformedProps & ChartHooks;

/** The number, then one box per comparison below it, all sized to the slot (Superset's PopKPI layout). */
export function PopKpiChart(props: PopKpiChartProps): ReactNode {
  const { width, height, metricName, bigNumber, comparisons, headerFontSize, subheaderFontSize } = props;
  const headerPx = fitFontSize(bigNumber, width, height * headerFontSize * 2);
  const boxWidth = width / Math.max(comparisons.length, 1);
  const longest = comparisons.reduce((n, c) => Math.max(n, c.value.length, c.label.length), 1);
  const boxPx = fitFontSize('x'.repeat(longest), boxWidth * 0.9, height * subheaderFontSize);
  return (
    <div
      data-testid="pop-kpi"
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 8,
        overflow: 'hidden',
      }}
    >
      {metricName && <div style={{ fontSize: boxPx, opacity: 0.8 }}>{metricName}</div>}
      <div data-testid="big-number-header" style={{ fontSize: headerPx, fontWeight: 600, lineHeight: 1 }}>
        {bigNumber}
      </div>
      <div style={{ display: 'flex', width: '100%', justifyContent: 'space-around' }}>
        {comparisons.map((c) => (
          <div
            key={c.symbol}
            data-testid="pop-kpi-comparison"
            title={c.label}
            style={{ textAlign: 'center', fontSize: boxPx, lineHeight: 1.3, minWidth: 0 }}
          >
            <div style={{ opacity: 0.7 }}>
              {c.symbol} {c.label}
            </div>
            <div style={{ fontWeight: 600, color: c.color ?? undefined }}>{c.value}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
