import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { PageFrame } from '../../framework/pages/PageFrame';
import { ElementPanel } from './ElementPanel';
import { ElementTree } from './ElementTree';
import { FindElementByTag } from './FindElementByTag';

/**
 * `/elements-hierarchy` (spec §2): the element tree, opened level by level, and the chosen
 * element's counts, links and children actions beside it (below it on a phone); a tag typed
 * in full opens its element there.
 */
export function ElementsHierarchyPage() {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const title = translate('app.pages.elements_hierarchy.title');
  return (
    <PageFrame title={title}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.elements.hierarchyHelp')}
      </Typography>
      <FindElementByTag onFound={setSelected} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <ElementTree expanded={expanded} onExpandedChange={setExpanded} selected={selected} onSelect={setSelected} label={title} />
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 }, minWidth: 0 }}>
          {selected ? <ElementPanel id={selected} /> : <Alert severity="info">{translate('app.elements.chooseOne')}</Alert>}
        </Box>
      </Box>
    </PageFrame>
  );
}
