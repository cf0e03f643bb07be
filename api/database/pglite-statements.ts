// Queries on PGlite as prepared statements: each SQL text is parsed and described once, then each
// run is one call into the engine (bind, describe, execute, sync together) that reuses the plan
// where Postgres finds it as good. PGlite's own `query` parses, plans and crosses into the engine
// six times for every run (docs/decisions/014-api-per-request-work.md).
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

export function preparedStatements(pglite: PGlite) {
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
    const name = `s${++count}`;
    const describe = [serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()];
    const answer = await pglite.execProtocolStream(joined([...closing(), ...describe]));
    const statement = { name, types: parse.parseDescribeStatementResults(answer) };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest] = statements;
      statements.delete(oldest![0]);
      unused.push(oldest![1].name);
    }
    return statement;
  }

  return async function run<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { name, types } = statement;
    // As PGlite's `query` writes them: by the parameter's type, else as text.
    const values = parameters.map((value, i) =>
      value === null || value === undefined ? null : (pglite.serializers[types[i]!]?.(value) ?? String(value)),
    );
    try {
      const answer = await pglite.execProtocolStream(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute(),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(answer, pglite.parsers)[0] as Results<R>;
    } catch (error) {
      // Prepared afresh next time, should the tables under it have changed.
      if (statements.get(text) === statement) {
        statements.delete(text);
        unused.push(name);
      }
      throw error;
    }
  };
}
