import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PageFrame } from '../../framework/pages/PageFrame';
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
    <PageFrame title={title} subtitle={<Typography>{translate('app.style.intro')}</Typography>}>
      {/* The sections keep their wider spacing. */}
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <PaletteSection />
        <TypographySection />
        <ButtonsSection />
        <OverlaysSection />
        <BadgesSection />
      </Box>
    </PageFrame>
  );
}
