import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ChartHooks } from '../types';
import { EChartsView } from '../echarts/echarts-view';
import type { BigNumberTransformedProps, ChangeDirection } from './types';

/** Share of the height the trendline takes, as in Superset. */
export const TRENDLINE_PROPORTION = 0.3;

// Average glyph width of the UI font relative to its size: enough to keep the number inside the box.
const CHAR_WIDTH = 0.62;

/** The largest font (px) at which the text fits the width, capped by the height share. */
export const fitFontSize = (text: string, width: number, maxHeight: number): number =>
  Math.max(Math.floor(Math.min(maxHeight, (width * 0.95) / (Math.max(text.length, 1) * CHAR_WIDTH))), 8);

const CHANGE_COLORS: Record<ChangeDirection, string | undefined> = {
  positive: 'var(--mantine-color-green-7)',
  negative: 'var(--mantine-color-red-7)',
  none: undefined,
};

export type BigNumberChartProps = BigNumberTransformedProps & ChartHooks;

export function BigNumberChart(props: BigNumberChartProps): ReactNode {
  const { width, height, bigNumber, formattedNumber, subheader, changeDirection, formattedTimestamp } = props;
  const { headerFontSize, subheaderFontSize, echartOptions, theme } = props;
  const t = useT();
  const trendHeight = echartOptions ? Math.floor(height * TRENDLINE_PROPORTION) : 0;
  const textHeight = height - trendHeight;
  const noData = bigNumber === null;
  const header = noData ? t('No data') : formattedNumber;
  // Font sizes are shares of the text area, which the trendline shrinks (as in Superset).
  const headerPx = fitFontSize(header, width, textHeight * (noData ? headerFontSize / 2 : headerFontSize));
  const subheaderText = noData ? t('No data after filtering or data is NULL for the latest time record') : subheader;
  const subheaderPx = fitFontSize(subheaderText, width, textHeight * subheaderFontSize);

  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <div
        style={{
          height: textHeight,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 4,
          overflow: 'hidden',
        }}
      >
        {formattedTimestamp && (
          <div
            data-testid="big-number-timestamp"
            style={{ fontSize: subheaderPx * 0.8, lineHeight: 1.2, opacity: 0.7 }}
          >
            {formattedTimestamp}
          </div>
        )}
        <div
          data-testid="big-number-header"
          title={noData ? undefined : formattedNumber}
          style={{ fontSize: headerPx, fontWeight: 600, lineHeight: 1, whiteSpace: 'nowrap' }}
        >
          {header}
        </div>
        {subheaderText && (
          <div
            data-testid="big-number-subheader"
            data-change={changeDirection}
            style={{
              fontSize: subheaderPx,
              lineHeight: 1.2,
              color: CHANGE_COLORS[changeDirection],
              textAlign: 'center',
            }}
          >
            {subheaderText}
          </div>
        )}
      </div>
      {echartOptions && trendHeight > 0 && (
        <EChartsView option={echartOptions} width={width} height={trendHeight} theme={theme} />
      )}
    </div>
  );
}
