import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { BadgesSection } from './BadgesSection';
import { ButtonsSection } from './ButtonsSection';
import { OverlaysSection } from './OverlaysSection';
import { PaletteSection } from './PaletteSection';
import { TypographySection } from './TypographySection';

/** /style (every signed-in user, spec §2): the product's visual components on one page. */
export function StylePage() {
  const translate = useTranslate();
  const title = translate('app.pages.style.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography>{translate('app.style.intro')}</Typography>
        </Box>
        <PaletteSection />
        <TypographySection />
        <ButtonsSection />
        <OverlaysSection />
        <BadgesSection />
      </CardContent>
    </Card>
  );
}
