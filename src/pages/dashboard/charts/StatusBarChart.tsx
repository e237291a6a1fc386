import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartProps } from './chartDatum';

const BAR_HEIGHT = 28;
const LABEL_WIDTH = 120;

/** Horizontal bars, one per datum in its colour; loaded on demand (see LazyCharts). */
export default function StatusBarChart({ data, onSelect }: ChartProps) {
  const labels = data.map((datum) => datum.label);
  return (
    <Box aria-hidden sx={{ width: '100%', cursor: onSelect ? 'pointer' : undefined }}>
      <BarChart
        layout="horizontal"
        height={Math.max(120, data.length * BAR_HEIGHT + 50)}
        margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
        yAxis={[
          { scaleType: 'band', data: labels, width: LABEL_WIDTH, colorMap: { type: 'ordinal', values: labels, colors: data.map((datum) => datum.color) } },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: data.map((datum) => datum.value) }]}
        hideLegend
        // Keyboard users reach the same numbers and links in the card's table; the chart is hidden from assistive technology.
        disableKeyboardNavigation
        {...(onSelect ? { onItemClick: (_event: unknown, item: { dataIndex: number }) => onSelect(item.dataIndex) } : {})}
      />
    </Box>
  );
}
