import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { StyleSection } from './StyleSection';

const VARIANTS = ['contained', 'outlined', 'text'] as const;
/** The colours the product's buttons take: the main action and a destructive one (delete, cancel). */
const COLORS = ['primary', 'error'] as const;
const SIZES = ['small', 'medium', 'large'] as const;

const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

/** Every button variant in each colour the product uses, then sizes, disabled, with an icon and icon only. */
export function ButtonsSection() {
  const translate = useTranslate();
  return (
    <StyleSection id="style-buttons" title={translate('app.style.buttons.title')}>
      {COLORS.map((color) => (
        <Box key={color}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate(`app.style.buttons.${color}`)}
          </Typography>
          <Box sx={ROW}>
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} color={color}>
                {translate(`app.style.buttons.${variant}`)}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {translate('app.style.buttons.sizes')}
        </Typography>
        <Box sx={ROW}>
          {SIZES.map((size) => (
            <Button key={size} variant="contained" size={size}>
              {translate(`app.style.buttons.${size}`)}
            </Button>
          ))}
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {translate('app.style.buttons.disabled')}
            </Button>
          ))}
          <Button variant="outlined" startIcon={<AddIcon />}>
            {translate('app.style.buttons.with_icon')}
          </Button>
          <IconButton color="primary" aria-label={translate('app.style.buttons.icon_only')}>
            <AddIcon />
          </IconButton>
        </Box>
      </Box>
    </StyleSection>
  );
}
