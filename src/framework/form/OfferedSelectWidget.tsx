import { Widgets } from '@rjsf/mui';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { OFFERED_OPTION } from './applyGrantedFields';

/** The MUI theme's select, which every theme has. */
const ThemeSelectWidget = Widgets.SelectWidget as Widget;

/**
 * The theme's select, offering only the values of `ui:options.offered` when given (the
 * values a writer may grant, applyGrantedFields) and the one chosen, so a value the writer
 * may not choose still shows by its label.
 */
export function OfferedSelectWidget(props: WidgetProps) {
  const offered: unknown = props.options[OFFERED_OPTION];
  if (!Array.isArray(offered)) return <ThemeSelectWidget {...props} />;
  const enumOptions = props.options.enumOptions?.filter((option) => offered.includes(option.value) || option.value === props.value);
  return <ThemeSelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
