import {
  DeleteQueryNode,
  InsertQueryNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from "kysely";

/**
 * Counts the statements that write (insert, update, delete) sent through a Kysely instance made
 * with `db.withPlugin(counter)`: on SQLite each is a commit, an fsync on the event loop.
 */
export class CountedWrites implements KyselyPlugin {
  count = 0;

  transformQuery({ node }: PluginTransformQueryArgs) {
    if (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) this.count++;
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs) {
    return Promise.resolve(result);
  }
}
