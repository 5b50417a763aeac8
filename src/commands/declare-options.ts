/**
 * A command's options, declared once: each entry builds commander's Option
 * and carries the type of the value commander stores for it, so cli.ts adds
 * the options and the command's `run` receives `OptionsOf<typeof TABLE>`
 * without a cast of its own. An entry's key is commander's attribute name
 * for its flags (`--body-file` → `bodyFile`, `--no-log` → `log`).
 */
import { InvalidArgumentError, Option } from 'commander';

/** One option: how commander builds it, and (as a type only) the value it stores. */
export interface OptionSpec<Value> {
  build(): Option;
  /** Never set: the type of the stored value. */
  readonly value?: Value;
}

export type OptionTable = Record<string, OptionSpec<unknown>>;

type ValueOf<Entry> = Entry extends OptionSpec<infer Value> ? Value : never;

/** What commander stores for a table: an option that may be absent is an optional key. */
export type OptionsOf<Table extends OptionTable> = {
  [Key in keyof Table as undefined extends ValueOf<Table[Key]> ? Key : never]?: ValueOf<Table[Key]>;
} & {
  [Key in keyof Table as undefined extends ValueOf<Table[Key]> ? never : Key]: ValueOf<Table[Key]>;
};

function spec<Value>(build: () => Option): OptionSpec<Value> {
  return { build };
}

/** `--quiet`: true when given. */
export function flag(flags: string, description: string): OptionSpec<true | undefined> {
  return spec(() => new Option(flags, description));
}

/** `--no-log`: false when given, true otherwise. */
export function negatable(flags: `--no-${string}`, description: string): OptionSpec<boolean> {
  return spec(() => new Option(flags, description));
}

/** `--doc <file>`: the text given. */
export function text(flags: string, description: string): OptionSpec<string | undefined> {
  return spec(() => new Option(flags, description));
}

/** `--from <name>`, which the command cannot run without. */
export function requiredText(flags: string, description: string): OptionSpec<string> {
  return spec(() => new Option(flags, description).makeOptionMandatory());
}

/** `--format <format>` with a default: one of `values`. */
export function choice<const Values extends readonly string[]>(
  flags: string,
  description: string,
  values: Values,
  fallback: Values[number],
): OptionSpec<Values[number]> {
  return spec(() => new Option(flags, description).choices(values).default(fallback));
}

/** `--kind <kind>`, without a default: one of `values` when given. */
export function optionalChoice<const Values extends readonly string[]>(
  flags: string,
  description: string,
  values: Values,
): OptionSpec<Values[number] | undefined> {
  return spec(() => new Option(flags, description).choices(values));
}

/** `--state <state>`, which the command cannot run without: one of `values`. */
export function requiredChoice<const Values extends readonly string[]>(flags: string, description: string, values: Values): OptionSpec<Values[number]> {
  return spec(() => new Option(flags, description).choices(values).makeOptionMandatory());
}

/** `--evidence <kind:value>`, repeatable: every value given, in order. */
export function list(flags: string, description: string): OptionSpec<string[]> {
  return spec(() => new Option(flags, description).argParser(collect).default([]));
}

/** `--kind <kind>`, repeatable and limited to `values` (commander's own choices() check does not collect). */
export function choiceList<const Values extends readonly string[]>(flags: string, description: string, values: Values): OptionSpec<Values[number][]> {
  const collectChoice = (value: string, previous: string[]): string[] => {
    if (!values.includes(value)) throw new InvalidArgumentError(`Allowed choices are ${values.join(', ')}.`);
    return [...previous, value];
  };
  return spec(() => new Option(flags, description).choices(values).argParser(collectChoice).default([]));
}

/** `--max-warnings <n>`: a whole number ≥ 0, or commander reports a usage error (exit 2). */
export function count(flags: string, description: string): OptionSpec<number | undefined> {
  return spec(() => new Option(flags, description).argParser(parseCount));
}

function parseCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number of 0 or more');
  return Number(value);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Commander's Options for a table, in its order; a key that is not its option's attribute name is a bug here. */
export function optionsOf(table: OptionTable): Option[] {
  return Object.entries(table).map(([key, entry]) => {
    const option = entry.build();
    if (option.attributeName() !== key) throw new Error(`option table key ${key} is not ${option.flags}'s attribute name ${option.attributeName()}`);
    return option;
  });
}
