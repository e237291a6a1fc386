import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { fieldLabelKey } from '../../framework/i18n/labelKeys';
import { useOptionalResourceModel, useRegistry } from '../../framework/registry/RegistryContext';
import type { BadgeColor } from '../../framework/registry/types';
import { BADGE_COLORS } from '../../framework/views/badgeColors';
import { contrastRatio } from '../../framework/views/contrastRatio';
import { enumValueLabel } from '../../framework/views/enumValueLabel';
import { StatusBadge } from '../../framework/views/StatusBadge';
import { badgeCatalogue, type BadgeField, type ColumnBadges, type ValueSetBadges } from './badgeCatalogue';
import { StyleSection } from './StyleSection';

const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

/** `Activities · Execution status`: a field by its resource's and its own translated names. */
function useFieldName(): (field: BadgeField) => string {
  const translate = useTranslate();
  return ({ resource, field }) => {
    const path = field.replace(/\[\]/g, '');
    return translate('app.style.badges.column', {
      resource: translate(`resources.${resource}.name`, { smart_count: 2, _: resource }),
      field: translate(fieldLabelKey(resource, path), { _: path }),
    });
  };
}

function ColourRow({ colors }: { colors: BadgeColor[] }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {translate('app.style.badges.colours')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }}>
        {colors.map((color) => {
          const { background, color: text } = BADGE_COLORS[color];
          return (
            <Box key={color} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <StatusBadge label={color} color={color} />
              <Typography variant="body2" color="text.secondary">
                {background} · {translate('app.style.badges.contrast', { ratio: contrastRatio(background, text).toFixed(1) })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function ValueSetGroup({ group }: { group: ValueSetBadges }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fieldName = useFieldName();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.style.badges.value_set', { name: group.name })}
      </Typography>
      {group.usedBy.length > 0 && (
        // A status and its history entries often share a label (Status): each name once.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          {translate('app.style.badges.used_by', { fields: [...new Set(group.usedBy.map(fieldName))].join(', ') })}
        </Typography>
      )}
      <Box sx={ROW}>
        {group.entries.map((entry) => (
          <StatusBadge key={String(entry.value)} label={entry.labels[locale] ?? entry.key} color={entry.color} phase={entry.phase} />
        ))}
      </Box>
    </Box>
  );
}

function ColumnGroup({ group }: { group: ColumnBadges }) {
  const translate = useTranslate();
  const fieldName = useFieldName();
  const resource = useOptionalResourceModel(group.resource);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {fieldName(group)}
      </Typography>
      <Box sx={ROW}>
        {group.badges.map(({ value, color }) => (
          <StatusBadge key={value} label={resource ? enumValueLabel(translate, resource, group.field, value) : value} color={color} />
        ))}
      </Box>
    </Box>
  );
}

/** Every status badge of the product, from the registry's status tables and coloured list columns. */
export function BadgesSection() {
  const translate = useTranslate();
  const model = useRegistry();
  const { colors, groups } = useMemo(() => badgeCatalogue(model), [model]);
  return (
    <StyleSection id="style-badges" title={translate('app.style.badges.title')} text={translate('app.style.badges.text')}>
      <ColourRow colors={colors} />
      {groups.map((group) =>
        group.kind === 'valueSet' ? (
          <ValueSetGroup key={`set-${group.name}`} group={group} />
        ) : (
          <ColumnGroup key={`column-${group.resource}-${group.field}`} group={group} />
        ),
      )}
    </StyleSection>
  );
}
