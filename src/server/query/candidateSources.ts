import { listParams, matchTypeParam, type MatchType } from '../../framework/data/apiConventions';
import { lowerBound, upperBound } from '../../framework/query/dateBounds';
import { textMatchType } from '../../framework/query/recordPredicates';
import { throughParam } from '../../framework/query/throughParams';
import { foldText } from '../../framework/query/textMatch';
import { splitList } from '../../framework/query/valueEquals';
import { filterParam, type DateRangeUnit, type FilterDefinition, type ResourceModel } from '../../framework/registry/types';
import type { DateIndex } from './dateIndex';
import type { EqualityIndex } from './equalityIndex';
import { pathKeys } from './fieldValues';
import { intersectSorted, sortUnique } from './sortedNumbers';
import type { TextIndex } from './textIndex';

/** Positions that may pass one filter: a superset of its matches, from an index. */
export interface CandidateSource {
  /** Upper bound of the count, cheap: the smallest source is taken first. */
  estimate(): number;
  /** The candidates, ascending. */
  positions(): number[];
  /** Set when the positions are exactly the records passing this filter: its predicates can be skipped. */
  settles?: FilterDefinition;
}

/** Candidates from the sources a plan used, and the filters they answered exactly. */
export interface Candidates {
  positions: number[];
  settled: Set<FilterDefinition>;
}

/** The indexes a plan reads; each is built on first use. */
export interface IndexProvider {
  /** Equality on the values at `keys` (`['status']`, `['responsibles[]']`). */
  equality(keys: readonly string[]): EqualityIndex;
  /** Dates at `path` as `unit` numbers (calendar days or instants). */
  dates(path: string, unit: DateRangeUnit): DateIndex;
  text(path: string): TextIndex;
  positionOf(id: string): number | undefined;
}

type Params = Readonly<Record<string, string>>;

const EQUALITY_KINDS = new Set<FilterDefinition['kind']>(['enum', 'reference', 'boolean', 'number']);

/** As recordPredicates: a blank parameter filters nothing. */
function present(params: Params, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const value = params[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}

function dateSource(filter: FilterDefinition, index: DateIndex, from: number | undefined, to: number | undefined): CandidateSource {
  return { estimate: () => index.estimate(from, to), positions: () => index.within(from, to), settles: filter };
}

function equalitySource(index: EqualityIndex, value: string, settles?: FilterDefinition): CandidateSource {
  return { estimate: () => index.estimate(value), positions: () => index.lookup(value), settles };
}

function textSource(filter: FilterDefinition, index: TextIndex, needle: string, matchType: MatchType): CandidateSource {
  return { estimate: () => index.estimate(needle, matchType), positions: () => index.matching(needle, matchType), settles: filter };
}

/** A filter with `orThrough`: the union of the equality postings of its field and of each alternative's resolved values. */
function throughSource(filter: FilterDefinition, value: string, params: Params, indexes: IndexProvider): CandidateSource {
  const parts: { index: EqualityIndex; value: string }[] = [{ index: indexes.equality(pathKeys(filter.field)), value }];
  filter.orThrough?.forEach((through, i) => {
    const resolved = present(params, throughParam(filter, i));
    if (resolved !== undefined) parts.push({ index: indexes.equality(pathKeys(through.field)), value: resolved });
  });
  return {
    estimate: () => parts.reduce((sum, part) => sum + part.index.estimate(part.value), 0),
    positions: () => sortUnique(parts.flatMap((part) => part.index.lookup(part.value))),
  };
}

function filterSource(filter: FilterDefinition, params: Params, indexes: IndexProvider): CandidateSource | undefined {
  if (filter.kind === 'dateRange') {
    const fromText = present(params, filter.from);
    const toText = present(params, filter.to);
    const unit = filter.range ?? 'instant';
    const from = fromText === undefined ? undefined : lowerBound(fromText, unit);
    const to = toText === undefined ? undefined : upperBound(toText, unit);
    return from === undefined && to === undefined ? undefined : dateSource(filter, indexes.dates(filter.field, unit), from, to);
  }
  const param = filterParam(filter);
  const value = present(params, param);
  if (value === undefined) return undefined;
  if (filter.allValue !== undefined && value.trim() === String(filter.allValue)) return undefined;
  if (filter.kind === 'text') {
    // The match type exactly as the predicate reads it: the source stands in for the predicate.
    const needle = foldText(value);
    return needle === '' ? undefined : textSource(filter, indexes.text(filter.field), needle, textMatchType(filter, params));
  }
  if (!EQUALITY_KINDS.has(filter.kind)) return undefined;
  if (filter.orThrough) return throughSource(filter, value, params, indexes);
  // On a top-level property the index holds exactly the values the predicate compares
  // (the value, or every item of an array at any depth); on a longer path it holds more.
  const topLevel = !filter.field.includes('.') && !filter.field.includes('[]');
  return equalitySource(indexes.equality(pathKeys(filter.field)), value, topLevel ? filter : undefined);
}

/** Every parameter recordPredicates leaves alone, and a few more: never narrow on those. */
function ignoredParams(resource: ResourceModel): Set<string> {
  // The full-text search spans several fields: no one index holds its matches, the predicates decide.
  const names = new Set([listParams().limit, listParams().skip, listParams().sort, listParams().order, listParams().search, resource.api.list.countParam]);
  for (const filter of resource.list.filters) {
    for (const name of [filterParam(filter), filter.field]) {
      names.add(name);
      names.add(matchTypeParam(name));
    }
    if (filter.from !== undefined) names.add(filter.from);
    if (filter.to !== undefined) names.add(filter.to);
  }
  return names;
}

/**
 * What indexes can say about the records `params` asks for, mirroring recordPredicates
 * (the declared filters, the ids parameter, equality on other top-level properties). Each
 * source answers a superset of the matches of one condition (a text or date-range source,
 * or an equality on a top-level property, exactly its matches); conditions no index knows (a kind without index, the
 * list's standing conditions) give no source and are left to the predicates, which check
 * every candidate anyway.
 */
export function candidateSources(resource: ResourceModel, params: Params, indexes: IndexProvider): CandidateSource[] {
  const sources: CandidateSource[] = [];
  for (const filter of resource.list.filters) {
    const source = filterSource(filter, params, indexes);
    if (source) sources.push(source);
  }

  const ignored = ignoredParams(resource);
  const idsParam = resource.api.list.idsParam ?? resource.api.idField;
  const ids = present(params, idsParam);
  if (ids !== undefined && !ignored.has(idsParam)) {
    const tokens = splitList(ids);
    sources.push({
      estimate: () => tokens.length,
      positions: () => sortUnique(tokens.map((id) => indexes.positionOf(id)).filter((position) => position !== undefined)),
    });
  }
  ignored.add(idsParam);

  for (const property of Object.keys(resource.schema.properties ?? {})) {
    const value = present(params, property);
    if (value === undefined || ignored.has(property)) continue;
    sources.push(equalitySource(indexes.equality([property]), value));
  }
  return sources;
}

/**
 * The candidates of several sources: the smallest first, then intersected with the next
 * ones while listing them costs less than checking the candidates they would remove.
 * Undefined when there is no source (every record is a candidate). `settled` holds the
 * filters of the exact sources used: the candidates pass them all.
 */
export function narrowCandidates(sources: readonly CandidateSource[]): Candidates | undefined {
  const ranked = sources.map((source) => ({ source, size: source.estimate() })).sort((a, b) => a.size - b.size);
  const [first, ...rest] = ranked;
  if (!first) return undefined;
  const settled = new Set<FilterDefinition>();
  const take = (source: CandidateSource): number[] => {
    if (source.settles) settled.add(source.settles);
    return source.positions();
  };
  let positions = take(first.source);
  for (const { source, size } of rest) {
    // A predicate check costs about 20 times listing one position.
    if (positions.length === 0 || size > positions.length * 20) break;
    const other = take(source);
    positions = positions.length <= other.length ? intersectSorted(positions, other) : intersectSorted(other, positions);
  }
  return { positions, settled };
}
