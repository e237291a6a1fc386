import type { SxProps, Theme } from '@mui/material/styles';

/** One rule of an `sx` list: rules a component's container gives, beside the component's own. */
export type SxRule = Extract<SxProps<Theme>, ReadonlyArray<unknown>>[number];
