/**
 * A translation's original (the default language's document of its set) as published, kept
 * current while a document is open: the shared facts' inputs (original-value-input.tsx) show
 * its values, and the live badge (live-status.ts) dates a translation's page by it.
 */
import { useEffect, useState } from "react";
import { useDocumentStore } from "sanity";
import { catchError, finalize, map, of, shareReplay, type Observable } from "rxjs";
import { STUDIO_API_VERSION } from "./sanity-project.ts";
import { ORIGINAL_QUERY } from "./schema-types/document-language.ts";

export type Original = { readonly _id: string; readonly _type: string } & Readonly<Record<string, unknown>>;

type DocumentStore = ReturnType<typeof useDocumentStore>;

/** One listener per document open, however many of its fields show the original. */
const originals = new WeakMap<DocumentStore, Map<string, Observable<Original | null>>>();

function watchOriginal(documentStore: DocumentStore, id: string, type: string): Observable<Original | null> {
  const open = originals.get(documentStore) ?? new Map<string, Observable<Original | null>>();
  originals.set(documentStore, open);
  let original = open.get(id);
  if (original === undefined) {
    original = documentStore
      .listenQuery(
        // Fetched again whenever a document of its type or a translation set changes.
        { fetch: ORIGINAL_QUERY, listen: `*[_type == $type || _type == "translation.metadata"]` },
        { id, type },
        { apiVersion: STUDIO_API_VERSION, perspective: "published" },
      )
      .pipe(
        map((result: Original | null) => result ?? null),
        catchError(() => of(null)),
        finalize(() => open.delete(id)),
        shareReplay({ bufferSize: 1, refCount: true }),
      );
    open.set(id, original);
  }
  return original;
}

/**
 * The document's published original, kept current; undefined while it loads (or when not
 * `watched`: nothing is asked then), null without one.
 */
export function useOriginal(id: string, type: string, watched = true): Original | null | undefined {
  const documentStore = useDocumentStore();
  const [original, setOriginal] = useState<Original | null>();
  useEffect(() => {
    if (!watched) return undefined;
    const subscription = watchOriginal(documentStore, id, type).subscribe(setOriginal);
    return () => subscription.unsubscribe();
  }, [documentStore, id, type, watched]);
  return watched ? original : undefined;
}
