/** One bar or slice: its label (already translated), its value and its colour (a CSS colour). */
export interface ChartDatum {
  label: string;
  value: number;
  color: string;
}

/** What every dashboard chart takes; the numbers are also in the card as text, so the chart is hidden from assistive technology. */
export interface ChartProps {
  data: readonly ChartDatum[];
  /** Called with the index of the bar or slice clicked. */
  onSelect?: (index: number) => void;
}
