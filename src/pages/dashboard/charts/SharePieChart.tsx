import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartProps } from './chartDatum';

/** A ring of slices, one per datum in its colour; loaded on demand (see LazyCharts). */
export default function SharePieChart({ data, onSelect }: ChartProps) {
  return (
    <Box aria-hidden sx={{ width: '100%', cursor: onSelect ? 'pointer' : undefined }}>
      <PieChart
        height={180}
        series={[
          { data: data.map((datum, index) => ({ id: index, value: datum.value, label: datum.label, color: datum.color })), innerRadius: 45, paddingAngle: 1 },
        ]}
        hideLegend
        // Keyboard users reach the same numbers and links in the card's table; the chart is hidden from assistive technology.
        disableKeyboardNavigation
        {...(onSelect ? { onItemClick: (_event: unknown, item: { dataIndex: number }) => onSelect(item.dataIndex) } : {})}
      />
    </Box>
  );
}
