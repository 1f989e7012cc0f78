/**
 * A field the languages share (its content type's `sharedFields`,
 * schema-types/typed-on-original.ts), as a translation's form shows it: the original's
 * published value, read-only, and a link to the original, where it is typed. Kept current:
 * an edit published on the original shows here at once. A list whose items share a field
 * offers to add the original's items the translation lacks. On an original, and on a
 * document written only in its language, the field as it is. A plugin of the form's inputs,
 * as a schema that `content:validate` loads in Node cannot name a component.
 */
import { Button, Card, Stack, Text } from "@sanity/ui";
import type { ReactNode } from "react";
import { definePlugin, insert, setIfMissing, useFormValue, type InputProps, type ItemProps } from "sanity";
import { IntentLink } from "sanity/router";
import { DEFAULT_LOCALE } from "../src/i18n/locales.ts";
import {
  ADD_ORIGINAL_ITEMS,
  valueAt,
  withOriginalValues,
  type PathStep,
} from "../src/lib/content/original-values.ts";
import { STORED_SHARED_FIELDS } from "../src/lib/content/documents/index.ts";
import { useOriginal, type Original } from "./original-document.ts";
import { isTranslationLanguage, LANGUAGE_FIELD } from "./schema-types/document-language.ts";
import { languageName } from "./schema-types/list-preview.ts";
import { sharedPlaceOf } from "./schema-types/typed-on-original.ts";

const ORIGINAL_LANGUAGE = `${languageName(DEFAULT_LOCALE.code)} version`;

function ToOriginal({ original }: { readonly original: Original }) {
  return (
    <IntentLink intent="edit" params={{ id: original._id, type: original._type }}>
      {ORIGINAL_LANGUAGE}
    </IntentLink>
  );
}

const Note = ({ children }: { readonly children: ReactNode }) => (
  <Text size={1} muted>
    {children}
  </Text>
);

interface OriginalProps {
  readonly documentId: string;
  readonly documentType: string;
}

function OriginalValue(props: InputProps & OriginalProps) {
  const { documentId, documentType, ...input } = props;
  const original = useOriginal(documentId, documentType);
  if (original === null) return input.renderDefault(input);
  const steps = input.path as PathStep[];
  const value = original === undefined ? undefined : valueAt(original, steps);
  // The original has none, but this translation does: its page shows it (the site reads a
  // translation's own copy where the original has none), so the form never hides it.
  if (original !== undefined && value === undefined && input.value !== undefined) {
    const item = steps.slice(0, -1);
    return (
      <Stack gap={3}>
        {input.renderDefault(input)}
        {item.length > 0 && valueAt(original, item) === undefined ? (
          <Note>
            This item is not on the <ToOriginal original={original} />: only this language&apos;s page shows
            it, with the value typed here.
          </Note>
        ) : (
          <Note>
            None on the <ToOriginal original={original} /> yet: this language&apos;s page shows this one. Type
            it there to share it with every language.
          </Note>
        )}
      </Stack>
    );
  }
  const elementProps = "elementProps" in input ? (input.elementProps as object) : {};
  const shown = {
    ...input,
    readOnly: true,
    value,
    elementProps: { ...elementProps, readOnly: true, value: value === undefined ? "" : String(value) },
  } as InputProps;
  return (
    <Stack gap={3}>
      {input.renderDefault(shown)}
      {original !== undefined && (
        <Note>
          {value === undefined ? "None yet on the " : "As published on the "}
          <ToOriginal original={original} />, where it is typed for every language.
        </Note>
      )}
    </Stack>
  );
}

const keyOf = (item: unknown) =>
  typeof item === "object" && item !== null && "_key" in item ? String(item._key) : undefined;

/** A translation's list whose items share a field: the original's items it lacks, to add. */
function ListWithOriginalItems(props: InputProps & OriginalProps) {
  const { documentId, documentType, ...input } = props;
  const original = useOriginal(documentId, documentType);
  const theirs = original ? valueAt(original, input.path as PathStep[]) : undefined;
  const ours = new Set((Array.isArray(input.value) ? input.value : []).map(keyOf));
  const missing = (Array.isArray(theirs) ? (theirs as unknown[]) : []).flatMap((item) => {
    const _key = keyOf(item);
    const _type = (item as { _type?: unknown })._type;
    return _key === undefined || ours.has(_key)
      ? []
      : [{ _key, ...(typeof _type === "string" ? { _type } : {}) }];
  });
  if (!original || missing.length === 0) return input.renderDefault(input);
  return (
    <Stack gap={3}>
      {input.renderDefault(input)}
      <Card padding={3} radius={2} tone="caution" border>
        <Stack gap={3}>
          <Note>
            The <ToOriginal original={original} /> has{" "}
            {missing.length === 1 ? "1 item" : `${missing.length} items`} this list lacks: this
            language&apos;s page leaves {missing.length === 1 ? "it" : "them"} out until{" "}
            {missing.length === 1 ? "it is" : "they are"} added here, each with its words in this language.
          </Note>
          {/* Not while the form is read-only, as it is until the document has loaded: an item
              added before then was dropped as the document came (CI, once under load). */}
          <Button
            mode="ghost"
            text={ADD_ORIGINAL_ITEMS}
            disabled={Boolean(input.readOnly)}
            onClick={() => input.onChange([setIfMissing([]), insert(missing, "after", [-1])])}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

function OriginalValueInput(props: InputProps) {
  const language = useFormValue([LANGUAGE_FIELD]);
  const id = useFormValue(["_id"]);
  const type = useFormValue(["_type"]);
  const place =
    typeof type === "string" ? sharedPlaceOf(props.path, STORED_SHARED_FIELDS.get(type) ?? []) : undefined;
  if (
    place === undefined ||
    !isTranslationLanguage(language) ||
    typeof id !== "string" ||
    typeof type !== "string"
  ) {
    return props.renderDefault(props);
  }
  return place === "value" ? (
    <OriginalValue {...props} documentId={id} documentType={type} />
  ) : (
    <ListWithOriginalItems {...props} documentId={id} documentType={type} />
  );
}

/** A translation's list item whose fields the languages share, previewed with the original's values. */
function ItemWithOriginalValues(props: ItemProps & OriginalProps & { readonly names: readonly string[] }) {
  const { documentId, documentType, names, ...item } = props;
  const original = useOriginal(documentId, documentType);
  if (!original) return item.renderDefault(item);
  const [list, key] = item.path as PathStep[];
  const fields = names.flatMap((name) => {
    const [ofList, field] = name.split("[].");
    return ofList === list && field !== undefined ? [field] : [];
  });
  const value = withOriginalValues(
    item.value as object,
    (valueAt(original, [list ?? "", key ?? ""]) ?? {}) as object,
    fields,
  );
  return item.renderDefault({ ...item, value } as ItemProps);
}

function OriginalValueItem(props: ItemProps) {
  const language = useFormValue([LANGUAGE_FIELD]);
  const id = useFormValue(["_id"]);
  const type = useFormValue(["_type"]);
  const [list, key, ...deeper] = props.path;
  const names = typeof type === "string" ? (STORED_SHARED_FIELDS.get(type) ?? []) : [];
  const shares =
    typeof list === "string" &&
    typeof key === "object" &&
    deeper.length === 0 &&
    names.some((name) => name.startsWith(`${list}[].`));
  if (!shares || !isTranslationLanguage(language) || typeof id !== "string" || typeof type !== "string") {
    return props.renderDefault(props);
  }
  return <ItemWithOriginalValues {...props} documentId={id} documentType={type} names={names} />;
}

export const originalValueInputs = definePlugin({
  name: "original-value-inputs",
  form: { components: { input: OriginalValueInput, item: OriginalValueItem } },
});
