import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getUiOptions, type ObjectFieldTemplatePropertyType, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import { useState } from 'react';

/** A group of the root form as `buildUiSchema` puts it in `ui:options.sections`. */
export interface FormSectionOptions {
  name: string;
  /** Translated title. */
  title: string;
  fields: string[];
  /** Starts closed; opens by itself when one of its fields has a message. */
  collapsed: boolean;
}

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate as (props: ObjectFieldTemplateProps) => React.JSX.Element;

/**
 * rjsf's object template. The root form is one column of fields, then the sections of
 * the definition (`form.sections`), the optional ones collapsed; an item of a list is drawn without
 * rjsf's "Roles-1" title (its place in the list says which it is).
 */
export function FormObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const sections = getUiOptions(props.uiSchema).sections as FormSectionOptions[] | undefined;
  const path = props.fieldPathId.path;
  const isItem = typeof path[path.length - 1] === 'number';
  if (path.length === 0) return <SectionedObject {...props} sections={sections ?? []} />;
  return <MuiObjectFieldTemplate {...props} {...(isItem ? { title: '' } : {})} />;
}

function SectionedObject({ sections, ...props }: ObjectFieldTemplateProps & { sections: FormSectionOptions[] }) {
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const inSections = new Set(sections.flatMap((section) => section.fields));
  const loose = props.properties.filter((property) => !inSections.has(property.name));
  const errorFields = new Set(Object.keys(props.errorSchema ?? {}).filter((key) => key !== '__errors'));
  return (
    <Box>
      <PropertyList properties={loose} />
      {sections.map((section) => {
        const properties = section.fields.flatMap((field) => byName.get(field) ?? []);
        if (properties.length === 0) return null;
        const hasErrors = section.fields.some((field) => errorFields.has(field));
        return <FormSection key={section.name} section={section} properties={properties} hasErrors={hasErrors} />;
      })}
    </Box>
  );
}

/**
 * A field the browser may leave unlaid and unpainted while it is far from the screen: a
 * long form draws, and takes each key, at the cost of the fields in view. Until first
 * drawn, a field counts as tall as a text field with its message line; the clip margin lets
 * a checkbox's halo or a shadow show past the field's edge, as without the rule.
 */
const FIELD_OFF_SCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 96px', overflowClipMargin: '16px' } as const;

function PropertyList({ properties }: { properties: ObjectFieldTemplatePropertyType[] }) {
  return (
    // Each field keeps a line for its message under it: that line is the space between fields.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 1, '& > .form-field': FIELD_OFF_SCREEN_SKIPPED }}>
      {properties.map((property) =>
        property.hidden ? (
          property.content
        ) : (
          <div key={property.name} className="form-field">
            {property.content}
          </div>
        ),
      )}
    </Box>
  );
}

function FormSection({ section, properties, hasErrors }: { section: FormSectionOptions; properties: ObjectFieldTemplatePropertyType[]; hasErrors: boolean }) {
  const [open, setOpen] = useState(!section.collapsed);
  if (!section.collapsed) {
    return (
      <Box component="section" aria-label={section.title} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
          {section.title}
        </Typography>
        <PropertyList properties={properties} />
      </Box>
    );
  }
  return (
    // A message inside a closed section must be seen: it stays open while one shows. Its
    // fields are drawn the first time it opens, not with the form (their values are kept).
    <Accordion
      expanded={open || hasErrors}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      sx={{ mt: 3 }}
      variant="outlined"
      slotProps={{ transition: { mountOnEnter: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`section-${section.name}`} id={`section-${section.name}-header`}>
        <Typography component="h2" sx={{ fontWeight: 500 }}>
          {section.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`section-${section.name}`}>
        <PropertyList properties={properties} />
      </AccordionDetails>
    </Accordion>
  );
}
