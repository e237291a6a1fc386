import { TextInput } from 'react-admin';
import { matchTypeParam } from '../data/apiConventions';
import { MatchTypeMenu } from './MatchTypeMenu';

export interface TextMatchFilterProps {
  source: string;
  label: string;
  /** Offer the match type (contains, starts with ...) as an option inside the input, where it takes no room of its own. */
  matchType: boolean;
  alwaysOn?: boolean;
}

/** A text filter; how the text matches (contains unless the user picks another) sits in the input. */
export function TextMatchFilter({ source, label, matchType }: TextMatchFilterProps) {
  return (
    <TextInput
      source={source}
      label={label}
      helperText={false}
      resettable={!matchType}
      {...(matchType ? { slotProps: { input: { endAdornment: <MatchTypeMenu source={matchTypeParam(source)} fieldLabel={label} /> } } } : {})}
    />
  );
}
