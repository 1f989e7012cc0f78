/**
 * The test server's `/data/listen` streams: who listens to what, and the `mutation` events a
 * saved transaction gives each of them, as Sanity's listener sends them.
 */
import { evaluate, parse } from "groq-js";
import type { Doc } from "./documents.ts";
import type { DocumentChange } from "./writes.ts";

/** An open `/data/listen` stream: its request says what it follows and what each event carries. */
export interface Listener {
  readonly dataset: string;
  readonly url: URL;
  /** Drafts and release versions are announced only to those who may read them. */
  readonly signedIn: boolean;
  send(chunk: string): void;
}

export interface Transaction {
  readonly dataset: string;
  readonly transactionId: string;
  readonly timestamp: string;
  readonly identity: string;
  readonly changes: ReadonlyMap<string, DocumentChange>;
}

const withoutRev = (doc: Doc | null) =>
  doc === null ? null : Object.fromEntries(Object.entries(doc).filter(([key]) => key !== "_rev"));

/** Whether a document matches a listener's `*[filter]` query, with its `$params`. */
async function matches(url: URL, doc: Doc): Promise<boolean> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  }
  const query = url.searchParams.get("query") ?? "*";
  const result: unknown = await (await evaluate(parse(query, { params }), { dataset: [doc], params })).get();
  return Array.isArray(result) && result.length > 0;
}

/**
 * Announces a transaction to each listener it concerns, as Sanity's listener does: one
 * `mutation` event per document that matched its query before or after, with the
 * revisions, the document's mutations, and, as each request asks, the new document
 * (`includeResult`, on by default), the previous one (`includePreviousRevision`) and the
 * change as a Mendoza patch (`effectFormat=mendoza`; here always the whole value).
 */
export async function announce(listeners: ReadonlySet<Listener>, transaction: Transaction): Promise<void> {
  const { dataset, transactionId, timestamp, identity, changes } = transaction;
  for (const listener of listeners) {
    if (listener.dataset !== dataset) continue;
    const asks = (name: string, otherwise: boolean) => {
      const value = listener.url.searchParams.get(name);
      return value === null ? otherwise : value === "true";
    };
    const events = [];
    for (const [documentId, { before, after, mutations }] of changes) {
      if (/^drafts\./.test(documentId) && !listener.signedIn) continue;
      if (/^versions\./.test(documentId) && !(listener.signedIn && asks("includeAllVersions", false)))
        continue;
      const was = before !== null && (await matches(listener.url, before));
      const is = after !== null && (await matches(listener.url, after));
      if (!was && !is) continue;
      events.push({
        eventId: `${transactionId}#${documentId}`,
        documentId,
        transactionId,
        transition: was && is ? "update" : is ? "appear" : "disappear",
        identity,
        ...(asks("includeMutations", true) ? { mutations } : {}),
        previousRev: before?._rev,
        resultRev: transactionId,
        timestamp,
        visibility: "query",
        ...(listener.url.searchParams.get("effectFormat") === "mendoza"
          ? { effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] } }
          : {}),
        ...(asks("includeResult", true) && after !== null ? { result: after } : {}),
        ...(asks("includePreviousRevision", false) && before !== null ? { previous: before } : {}),
      });
    }
    events.forEach((event, index) => {
      const data = { ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index + 1 };
      listener.send(`event: mutation\nid: ${event.eventId}\ndata: ${JSON.stringify(data)}\n\n`);
    });
  }
}
