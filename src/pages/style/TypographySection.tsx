import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { StyleSection } from './StyleSection';

/** MUI's type scale, largest first. */
const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

/** Each step of the theme's type scale with its size and weight; samples are paragraphs, so the page's heading outline stays its own. */
export function TypographySection() {
  const translate = useTranslate();
  const { typography } = useTheme();
  const sample = translate('app.style.typography.sample');
  return (
    <StyleSection id="style-typography" title={translate('app.style.typography.title')}>
      {VARIANTS.map((variant) => {
        const { fontSize, fontWeight } = typography[variant];
        return (
          <Box key={variant} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, alignItems: 'baseline', columnGap: 2, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              <code>{variant}</code> {String(fontSize)} · {String(fontWeight)}
            </Typography>
            <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {sample}
            </Typography>
          </Box>
        );
      })}
    </StyleSection>
  );
}
