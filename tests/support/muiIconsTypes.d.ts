/**
 * What the engine's declarations use of @mui/icons-material, for a program that reads their
 * keys (declaredTypeRows.ts): an icon is a component. MUI's own types are most of what such a
 * program would otherwise parse.
 */
export type SvgIconComponent = ((props: object) => unknown) & { muiName: string };
declare const Icon: SvgIconComponent;
export default Icon;
