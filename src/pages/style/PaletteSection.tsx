import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type PaletteColor } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { StyleSection } from './StyleSection';

/** The theme's intent colours, each with its shades (src/shell/appTheme.ts sets primary and secondary). */
const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const SHADES = ['light', 'main', 'dark'] as const;

/** A colour and its value; the swatch carries no text, so it needs no contrast of its own. */
function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box aria-hidden sx={{ width: 32, height: 32, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: value }} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        <code>{name}</code> {value}
      </Typography>
    </Box>
  );
}

const GRID = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))' } as const;

/** The palette of the theme in use (light or dark), read from the theme itself. */
export function PaletteSection() {
  const translate = useTranslate();
  const { palette } = useTheme();
  const surfaces: [string, string][] = [
    ['background.default', palette.background.default],
    ['background.paper', palette.background.paper],
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
    ['divider', palette.divider],
  ];
  return (
    <StyleSection id="style-palette" title={translate('app.style.palette.title')} text={translate('app.style.palette.text')}>
      {INTENTS.map((intent) => {
        const color: PaletteColor = palette[intent];
        return (
          <Box key={intent} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3">
              {intent}
            </Typography>
            <Box sx={GRID}>
              {SHADES.map((shade) => (
                <Swatch key={shade} name={shade} value={color[shade]} />
              ))}
            </Box>
          </Box>
        );
      })}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.style.palette.surfaces')}
        </Typography>
        <Box sx={GRID}>
          {surfaces.map(([name, value]) => (
            <Swatch key={name} name={name} value={value} />
          ))}
        </Box>
      </Box>
    </StyleSection>
  );
}
