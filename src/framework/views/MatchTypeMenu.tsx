import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TuneIcon from '@mui/icons-material/Tune';
import { useInput, useTranslate } from 'ra-core';
import { DEFAULT_MATCH_TYPE, MATCH_TYPES, isMatchType } from '../data/apiConventions';

export interface MatchTypeMenuProps {
  /** Query parameter of the match type (`descriptionMatchType`). */
  source: string;
  /** Label of the filtered field, for the button's accessible name. */
  fieldLabel: string;
}

/**
 * How a text filter matches, as an advanced option inside the input: a small button opens
 * the match types (contains by default; choosing it removes the parameter).
 */
export function MatchTypeMenu({ source, fieldLabel }: MatchTypeMenuProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = isMatchType(field.value) ? field.value : DEFAULT_MATCH_TYPE;
  const name = translate('app.list.match_type_of', { field: fieldLabel, match: translate(`app.filter.match.${current}`) });
  const choose = (value: string) => {
    field.onChange(value === DEFAULT_MATCH_TYPE ? undefined : value);
    setAnchor(null);
  };
  return (
    <InputAdornment position="end">
      <IconButton
        size="small"
        aria-label={name}
        title={name}
        aria-haspopup="menu"
        color={current === DEFAULT_MATCH_TYPE ? 'default' : 'primary'}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <TuneIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MATCH_TYPES.map((type) => (
          <MenuItem key={type} selected={type === current} onClick={() => choose(type)}>
            {translate(`app.filter.match.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </InputAdornment>
  );
}
