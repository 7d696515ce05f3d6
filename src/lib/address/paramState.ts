/**
 * How one search parameter holds a piece of view state: the value when the address does not say
 * (the default view, also what a page is pre-rendered with) and how to read the address's text.
 */
export interface ParamSpec<T> {
  fallback: T;
  /** The value the text names, or undefined when it names none (the fallback is used). */
  parse(raw: string): T | undefined;
  /** The text for a value; String(value) when not given. */
  format?(value: T): string;
}

// `any` lets specs of different value types sit in one record; ParamValues gives each its own type.
// oxlint-disable-next-line no-explicit-any
export type ParamSpecs = Record<string, ParamSpec<any>>;

export type ParamValues<Specs extends ParamSpecs> = {
  [Name in keyof Specs]: Specs[Name] extends ParamSpec<infer T> ? T : never;
};

/** Every spec's value from the address: its parsed text, or its fallback when absent or invalid. */
export function readParamState<Specs extends ParamSpecs>(params: URLSearchParams, specs: Specs): ParamValues<Specs> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const raw = params.get(name);
    const parsed = raw === null ? undefined : spec.parse(raw);
    values[name] = parsed === undefined ? spec.fallback : parsed;
  }
  return values as ParamValues<Specs>;
}

/** The text the address holds for a value. */
export function formatParam<T>(spec: ParamSpec<T>, value: T): string {
  return spec.format ? spec.format(value) : String(value);
}

/**
 * The address's parameters with `patch` applied: a value equal to its fallback is left out, so
 * the default view has a clean address; parameters no spec names are kept as they were.
 */
export function writeParamState<Specs extends ParamSpecs>(
  params: URLSearchParams,
  specs: Specs,
  patch: Partial<ParamValues<Specs>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    const spec = specs[name];
    if (!spec || value === undefined) continue;
    const text = formatParam(spec, value);
    if (text === formatParam(spec, spec.fallback)) next.delete(name);
    else next.set(name, text);
  }
  return next;
}

/** A spec for one of a fixed list of values, such as a tab. */
export function oneOf<T extends string>(values: readonly T[], fallback: T): ParamSpec<T> {
  return { fallback, parse: (raw) => values.find((value) => value === raw) };
}

/** A spec for one of the options a control offers (a select's, a segmented choice's). */
export function oneOfOptions<T extends string>(options: readonly { value: T }[], fallback: T): ParamSpec<T> {
  return oneOf(
    options.map(({ value }) => value),
    fallback,
  );
}

/** A spec for free text, such as a search; empty is the fallback. */
export const textParam: ParamSpec<string> = { fallback: '', parse: (raw) => raw };

/** A spec for a page number, 1 or more; anything else is page 1. */
export const pageParam: ParamSpec<number> = {
  fallback: 1,
  parse: (raw) => (/^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : undefined),
};

/** A spec for an on/off filter: `1` when on, left out when off. */
export const switchParam: ParamSpec<boolean> = {
  fallback: false,
  parse: (raw) => (raw === '1' ? true : undefined),
  format: (value) => (value ? '1' : '0'),
};
