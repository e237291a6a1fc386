import * as Type from 'typebox';

const Name = Type.String({ minLength: 1 });

const PaginatedParamsSchema = Type.Object(
  {
    limit: Type.Optional(Name),
    skip: Type.Optional(Name),
    offset: Type.Optional(Name),
    sort: Type.Optional(Name),
    order: Type.Optional(Name),
    matchTypeSuffix: Type.Optional(Name),
    separator: Type.Optional(Name),
    search: Type.Optional(Name),
    maxPageSize: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

/** The `api` section as application.json holds it (apiSection.ts reads it; `readError` and `describeCode` are functions, declared in code). */
export const ApiSectionSchema = Type.Object(
  {
    defaultStyle: Type.Optional(Type.Union([Type.Literal('simple-rest'), Type.Literal('paginated')])),
    paginated: Type.Optional(
      Type.Object(
        {
          params: Type.Optional(PaginatedParamsSchema),
          idField: Type.Optional(Name),
          listSuffix: Type.Optional(Type.String()),
          countParam: Type.Optional(Name),
          envelope: Type.Optional(Type.String()),
          page: Type.Optional(Type.Object({ items: Type.Optional(Name), count: Type.Optional(Name) }, { additionalProperties: false })),
        },
        { additionalProperties: false },
      ),
    ),
    codes: Type.Optional(Type.Object({ required: Type.Optional(Name), invalidStatus: Type.Optional(Name) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
