import Stack from '@mui/material/Stack';
import { SelectInput, TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { MATCH_TYPES, matchTypeParam } from '../data/apiConventions';

export interface TextMatchFilterProps {
  source: string;
  label: string;
  /** Offer the match-type choice beside the text (spec §3 "advanced match-type variant"). */
  matchType: boolean;
  alwaysOn?: boolean;
}

/** A text filter with, when asked, how the text matches: contains, equals, starts with ... */
export function TextMatchFilter({ source, label, matchType }: TextMatchFilterProps) {
  const translate = useTranslate();
  const text = <TextInput source={source} label={label} resettable helperText={false} />;
  if (!matchType) return text;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {text}
      <SelectInput
        source={matchTypeParam(source)}
        label={translate('app.filter.match_type')}
        choices={MATCH_TYPES.map((id) => ({ id, name: translate(`app.filter.match.${id}`) }))}
        emptyText={translate('app.filter.match.contains')}
        helperText={false}
        sx={{ minWidth: 140 }}
      />
    </Stack>
  );
}
