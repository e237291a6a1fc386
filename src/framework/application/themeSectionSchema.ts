import * as Type from 'typebox';
import type { Static } from 'typebox';

// The schema apart from its reader (themeSection.ts), which imports its types only: TypeBox stays out of the browser's first page.

/** A CSS colour MUI can lighten and darken: `#rgb`, `#rrggbb`, `rgb()`, `hsl()`. */
const Colour = Type.String({
  pattern: '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|rgba?\\([^)]*\\)|hsla?\\([^)]*\\))$',
  description: 'a CSS colour: #rgb, #rrggbb, rgb(...) or hsl(...)',
});

/** One colour of the palette: its main shade; MUI derives the others it is not given. */
const PaletteColour = Type.Object(
  { main: Colour, light: Type.Optional(Colour), dark: Type.Optional(Colour), contrastText: Type.Optional(Colour) },
  { additionalProperties: false },
);

const PaletteSchema = Type.Object(
  {
    mode: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark')])),
    /** Buttons, links, focused fields. */
    primary: Type.Optional(PaletteColour),
    /** react-admin's app bar. */
    secondary: Type.Optional(PaletteColour),
    error: Type.Optional(PaletteColour),
    warning: Type.Optional(PaletteColour),
    info: Type.Optional(PaletteColour),
    success: Type.Optional(PaletteColour),
    background: Type.Optional(Type.Object({ default: Type.Optional(Colour), paper: Type.Optional(Colour) }, { additionalProperties: false })),
    text: Type.Optional(Type.Object({ primary: Type.Optional(Colour), secondary: Type.Optional(Colour) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

const TypographySchema = Type.Object(
  { fontFamily: Type.Optional(Type.String({ minLength: 1 })), fontSize: Type.Optional(Type.Number({ minimum: 8, maximum: 32 })) },
  { additionalProperties: false },
);

/** What an application declares about its look; each key left out keeps the engine's. */
export const ThemeSectionSchema = Type.Object(
  {
    palette: Type.Optional(PaletteSchema),
    typography: Type.Optional(TypographySchema),
    /** The global popup (errors, confirmations): its width in pixels, at most 40 % of the window. */
    popup: Type.Optional(Type.Object({ width: Type.Optional(Type.Integer({ minimum: 200, maximum: 1200 })) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export type ThemeSection = Static<typeof ThemeSectionSchema>;
