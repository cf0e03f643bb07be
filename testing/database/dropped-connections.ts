// A database whose connection drops at a statement the test names, as a restart or a cut network
// does halfway through a request: that statement fails before it reaches the database, so what the
// request wrote before it stands and nothing after it runs. The error is node-postgres' for a dropped
// connection, which api/database/database.ts takes for an outage (DatabaseUnavailable).
import { DeleteQueryNode, InsertQueryNode, TableNode, type KyselyPlugin, type RootOperationNode } from "kysely";
import type { DatabaseAccess } from "../../api/database/database.ts";

export type Statement = `insert into ${string}` | `delete from ${string}`;

function statementOf(node: RootOperationNode): Statement | null {
  if (InsertQueryNode.is(node) && node.into) return `insert into ${node.into.table.identifier.name}`;
  const from = DeleteQueryNode.is(node) ? node.from.froms[0] : undefined;
  return from && TableNode.is(from) ? `delete from ${from.table.identifier.name}` : null;
}

export function droppingConnections(database: DatabaseAccess) {
  const drops = new Map<Statement, number>();
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const statement = statementOf(node);
      const left = statement ? (drops.get(statement) ?? 0) : 0;
      if (!left) return node;
      drops.set(statement!, left - 1);
      throw new Error("Connection terminated unexpectedly");
    },
    transformResult: async ({ result }) => result,
  };
  return {
    /** The connection drops at each of the next `times` such statements. */
    dropAt: (statement: Statement, times = 1) => void drops.set(statement, times),
    /** How many of those drops have not happened yet (a test's proof that its statement was reached). */
    dropsLeft: (statement: Statement) => drops.get(statement) ?? 0,
    access: {
      use: (work) => database.use((db) => work(db.withPlugin(plugin))),
      close: () => database.close(),
    } satisfies DatabaseAccess,
  };
}
