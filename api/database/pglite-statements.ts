// Queries on PGlite as prepared statements: each SQL text is parsed and described once, then each
// run is one call into the engine (bind, describe, execute, sync together) that reuses the plan
// where Postgres finds it as good. PGlite's own `query` parses, plans and crosses into the engine
// six times for every run (docs/decisions/016-api-per-request-work.md).
import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;
/** Statements kept prepared, the least recently run closed first. */
const MAX_STATEMENTS = 200;

interface Statement {
  name: string;
  /** The parameters' types, as Postgres infers them: how each value is written (PGlite's serializers). */
  types: number[];
}

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((size, message) => size + message.byteLength, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.byteLength;
  }
  return all;
}

export type Run = <R>(text: string, parameters: readonly unknown[]) => Promise<Results<R>>;

/** One set of statements per PGlite: every driver over it shares them (their names are the session's). */
const runners = new WeakMap<PGlite, Run>();

export function preparedStatements(pglite: PGlite): Run {
  let run = runners.get(pglite);
  if (!run) runners.set(pglite, (run = statementsOf(pglite)));
  return run;
}

function statementsOf(pglite: PGlite): Run {
  const statements = new Map<string, Statement>();
  /** Statements to close, once no transaction is open (a failed one takes nothing but its end). */
  let unused: string[] = [];
  let count = 0;

  const closing = () => {
    if (!unused.length || pglite.isInTransaction()) return [];
    const closes = unused.map((name) => serialize.close({ type: "S", name }));
    unused = [];
    return closes;
  };

  async function prepare(text: string): Promise<Statement> {
    if (statements.size >= MAX_STATEMENTS) {
      const [oldest, { name }] = statements.entries().next().value!;
      statements.delete(oldest);
      unused.push(name);
    }
    const name = `s${++count}`;
    const describe = [serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()];
    const answer = await pglite.execProtocolStream(joined([...closing(), ...describe]));
    const statement = { name, types: parse.parseDescribeStatementResults(answer) };
    statements.set(text, statement);
    return statement;
  }

  /** Forgets a statement that failed: prepared afresh next time, should the tables under it have changed. */
  const forget = (text: string, statement: Statement) => {
    if (statements.get(text) !== statement) return;
    statements.delete(text);
    unused.push(statement.name);
  };

  async function execute<R>(statement: Statement, parameters: readonly unknown[]): Promise<Results<R>> {
    const { name, types } = statement;
    // As PGlite's `query` writes them: by the parameter's type, else as text.
    const values = parameters.map((value, i) =>
      value === null || value === undefined ? null : (pglite.serializers[types[i]!]?.(value) ?? String(value)),
    );
    const answer = await pglite.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute(),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(answer, pglite.parsers)[0] as Results<R>;
  }

  async function run<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    try {
      return await execute<R>(statement, parameters);
    } catch (error) {
      forget(text, statement);
      // Its table's columns changed since (a migration): prepared again and run, unless a
      // transaction the failure has ended waits for its rollback.
      if (!isStalePlan(error) || pglite.isInTransaction()) throw error;
      return execute<R>(await prepare(text), parameters);
    }
  }

  // One query at a time on the engine, whichever driver asks (PGlite's own lock for its protocol).
  return (text, parameters) => pglite.runExclusive(() => run(text, parameters));
}

/** Postgres' refusal to run a statement whose result's columns changed under it. */
const isStalePlan = (error: unknown) =>
  (error as { code?: string } | null)?.code === "0A000" &&
  /cached plan must not change result type/.test((error as Error).message);
