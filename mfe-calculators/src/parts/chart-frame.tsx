// Part of the charts' lazy chunks: it imports recharts. What the screens show before (ChartPlaceholder) is apart.
import { useId, type ReactElement } from 'react';
import { Area, ResponsiveContainer } from 'recharts';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './chart-frame.module.css';

/**
 * The colours of this remote's charts (docs/product.md §2: principal in green, interest in red). Each reads on
 * light and dark cards.
 */
export const CHART_COLOURS = {
  principal: '#188038',
  interest: '#d93025',
  invested: '#1a73e8',
  value: '#188038',
} as const;

export interface ChartFrameProps {
  caption: string;
  /** The chart in words: what a screen reader reads, and what anyone can read instead of the drawing. */
  summary: string;
  /** The series, as real text that wraps on a phone (one less thing for recharts to measure). */
  legend: readonly { label: string; colour: string }[];
  /** The drawing's height in pixels. */
  height: number;
  /**
   * Hides the drawing from screen readers, where the summary and a table carry every figure; the drawing then
   * holds nothing a keyboard can reach (set recharts' `accessibilityLayer={false}`).
   */
  drawingHidden?: boolean;
  /** The recharts chart, drawn as wide as the card. */
  children: ReactElement;
}

/**
 * A chart's figure: its caption, its summary in words, its legend and the drawing, the same on every chart. The
 * caption and legend are English, shown in the page's language; the summary comes in it (the screen's `t`).
 */
export function ChartFrame({ caption, summary, legend, height, drawingHidden = false, children }: ChartFrameProps) {
  const t = useT();
  const captionId = useId();
  const summaryId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId} aria-describedby={summaryId}>
      <figcaption id={captionId} className={styles.heading}>
        {t(caption)}
      </figcaption>
      <p id={summaryId} className={uiClasses.hint}>
        {summary}
      </p>
      <ul className={styles.legend}>
        {legend.map(({ label, colour }) => (
          <li key={label}>
            <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
            {t(label)}
          </li>
        ))}
      </ul>
      <div className={styles.chart} {...(drawingHidden ? { 'aria-hidden': true } : {})}>
        <ResponsiveContainer
          width="100%"
          height={height}
          // Where the page cannot measure the box (no ResizeObserver: old browsers, jsdom) it is drawn 600 wide.
          initialDimension={typeof ResizeObserver === 'undefined' ? { width: 600, height } : undefined}
        >
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** One filled line of an area chart: the data key it draws, its name in the tooltip and its colour. */
export interface AreaSeries {
  dataKey: string;
  name: string;
  colour: string;
}

/**
 * The areas of a chart, drawn in the order given (the last on top), each the same way: a smooth 2 px line
 * over a light fill, with no animation (a result appears at once, as the figures above it do).
 */
export function seriesAreas(series: readonly AreaSeries[], fillOpacity: number) {
  return series.map(({ dataKey, name, colour }) => (
    <Area
      key={dataKey}
      type="monotone"
      dataKey={dataKey}
      name={name}
      stroke={colour}
      fill={colour}
      fillOpacity={fillOpacity}
      strokeWidth={2}
      isAnimationActive={false}
    />
  ));
}
