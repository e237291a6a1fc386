/**
 * The keys of TypeScript types as a reference page lists them, read from the code with the
 * TypeScript compiler: so a page that documents the engine's surface (docs/engine-api.md) is
 * held to the types themselves, declaration merging included, and cannot drift from them.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One documented key: its dot path (`paginated.params.limit`; `levels[].name`; `<name>.check` under a map), its type and its file. */
export interface TypeRow {
  key: string;
  optional: boolean;
  /** The type as the page writes it: TypeScript's own text, a function as `(parameters) => result`. */
  type: string;
  /** The file that declares the key, from the repository's root. */
  file: string;
}

const ICON_TYPES = join(import.meta.dirname, 'muiIconsTypes.d.ts');

/** A program over `files` (paths from `root`), whose types are read without a full type check. */
export function typeProgram(root: string, files: readonly string[]): { checker: ts.TypeChecker; program: ts.Program } {
  const program = ts.createProgram(
    files.map((file) => join(root, file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      resolveJsonModule: true,
      types: [],
      // No DOM: the declarations' types name none, and its types would be most of the program's text.
      lib: ['lib.es2023.d.ts'],
      // An icon's type is all the declarations use of MUI's icons: its own types would be half the program's text.
      paths: { '@mui/icons-material': [ICON_TYPES], '@mui/icons-material/*': [ICON_TYPES] },
    },
  );
  return { checker: program.getTypeChecker(), program };
}

/** The type a file declares under `name` (an interface or a type alias). */
export function declaredType(root: string, { checker, program }: ReturnType<typeof typeProgram>, file: string, name: string): ts.Type {
  const source = program.getSourceFile(join(root, file));
  if (!source) throw new Error(`${file} is not in the program`);
  let found: ts.Type | undefined;
  ts.forEachChild(source, (node) => {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name.text === name) found = checker.getTypeAtLocation(node.name);
  });
  if (!found) throw new Error(`${file} declares no type ${name}`);
  return found;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** A plain object of named keys: its keys are listed one by one rather than as one type. */
function isPlainObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    type.getCallSignatures().length === 0 &&
    !checker.isArrayType(type) &&
    checker.getIndexInfosOfType(type).length === 0 &&
    checker.getPropertiesOfType(type).length > 0
  );
}

function typeText(checker: ts.TypeChecker, type: ts.Type): string {
  const [signature] = type.getCallSignatures();
  if (signature && checker.getPropertiesOfType(type).length === 0) {
    const parameters = signature.getParameters().map((parameter) => parameter.name);
    return `(${parameters.join(', ')}) => ${checker.typeToString(signature.getReturnType(), undefined, FORMAT)}`;
  }
  const [index] = checker.getIndexInfosOfType(type);
  if (index && checker.getPropertiesOfType(type).length === 0) {
    const value = index.type.getCallSignatures().length > 0 ? 'component' : checker.typeToString(index.type, undefined, FORMAT);
    return `Record<${checker.typeToString(index.keyType)}, ${value}>`;
  }
  return checker.typeToString(type, undefined, FORMAT);
}

/**
 * Every key of `type`, nested plain objects, arrays of them and maps of them opened into their
 * own keys down to `depth` levels (0: the top keys only).
 */
export function typeRows(
  root: string,
  checker: ts.TypeChecker,
  type: ts.Type,
  { prefix = '', depth = Infinity }: { prefix?: string; depth?: number } = {},
): TypeRow[] {
  return checker.getPropertiesOfType(type).flatMap((property) => {
    const key = `${prefix}${property.name}`;
    const declaration = property.declarations?.[0];
    const file = declaration ? relative(root, declaration.getSourceFile().fileName) : '';
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const own = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const inner = { depth: depth - 1 };
    if (depth > 0 && isPlainObject(checker, own)) return typeRows(root, checker, own, { ...inner, prefix: `${key}.` });
    const element = checker.isArrayType(own) ? checker.getTypeArguments(own as ts.TypeReference)[0] : undefined;
    if (depth > 0 && element && isPlainObject(checker, element)) return typeRows(root, checker, element, { ...inner, prefix: `${key}[].` });
    const [index] = checker.getIndexInfosOfType(own);
    if (depth > 0 && index && checker.getPropertiesOfType(own).length === 0 && isPlainObject(checker, index.type)) {
      return typeRows(root, checker, index.type, { ...inner, prefix: `${key}.<name>.` });
    }
    return [{ key, optional, type: typeText(checker, own), file }];
  });
}
