/**
 * Scripted conversations, shared by both model mocks. A test states its own
 * conversation as a list of turns or as a function; the session names which
 * script it follows with a `[[script:NAME]]` marker in its prompt. The mocks
 * keep no state: the turn index is the number of model replies already in the
 * request, so retries and concurrent sessions need nothing special.
 */

/** Turns in order; `after` answers every request once they run out. */
export interface TurnList<Turn> {
  turns: Turn[];
  after?: Turn;
}

export type ScriptFunction<Request, Context, Turn> = (request: Request, context: Context) => Turn | Promise<Turn>;

export type Script<Request, Context, Turn> = TurnList<Turn> | ScriptFunction<Request, Context, Turn>;

/** What every script function and template can use, whatever the API. */
export interface BaseContext {
  /** The script's name, as the marker gave it. */
  script: string;
  /** How many model replies the request already holds: 0 for the first. */
  turn: number;
  lastToolResult: string;
  lastUserText: string;
  /** The session's working directory, as the client told the model. */
  cwd: string;
}

const MARKER = /\[\[script:([A-Za-z0-9_.-]+)\]\]/;

/** The text a prompt carries to make its session follow script `name`. */
export function scriptMarker(name: string): string {
  return `[[script:${name}]]`;
}

/** Finds the script a conversation follows: the first marker in its user texts, else the default. */
export function pickScript<S>(userTexts: string[], scripts: ReadonlyMap<string, S>, defaultName: string | undefined): { name: string; script: S } {
  const named = userTexts.map((text) => MARKER.exec(text)?.[1]).find((name) => name !== undefined);
  const name = named ?? defaultName;
  if (name === undefined) throw new Error(`no ${scriptMarker('NAME')} in the prompt and no default script`);
  const script = scripts.get(name);
  if (script === undefined) throw new Error(`unknown script ${JSON.stringify(name)}; known: ${[...scripts.keys()].join(', ') || 'none'}`);
  return { name, script };
}

export async function nextTurn<Request, Context extends BaseContext, Turn>(
  script: Script<Request, Context, Turn>,
  request: Request,
  context: Context,
  exhausted: Turn,
): Promise<Turn> {
  if (typeof script === 'function') return script(request, context);
  const turn = script.turns[context.turn] ?? script.after ?? exhausted;
  return fillTemplate(turn, context);
}

/** Replaces `{{lastToolResult}}`, `{{lastUserText}}`, `{{cwd}}`, `{{script}}`, `{{turn}}` in every string of a turn. */
export function fillTemplate<T>(value: T, context: BaseContext): T {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
      const replacement = (context as unknown as Record<string, unknown>)[key];
      return typeof replacement === 'string' || typeof replacement === 'number' ? String(replacement) : whole;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fillTemplate(item, context)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTemplate(item, context)])) as T;
  }
  return value;
}

let idCount = 0;
/** Ids unique within this process and readable in a transcript: `toolu_mock000003…`. */
export function mockId(prefix: string): string {
  idCount += 1;
  return `${prefix}_mock${String(idCount).padStart(6, '0')}${Date.now().toString(36)}`;
}

/**
 * A shell command that keeps a tool busy until the file `name` appears in its
 * working directory (at most `limitSeconds`), so a test decides when a busy
 * session's tool call ends instead of guessing a sleep.
 */
export function busyUntilFileAppears(name: string, limitSeconds = 30): string {
  return `for i in $(seq ${limitSeconds * 10}); do [ -e ${name} ] && break; sleep 0.1; done; echo released`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
