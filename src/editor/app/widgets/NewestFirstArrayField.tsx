/**
 * A list kept newest first (the events of an events block): its "Add" button puts the new item at the
 * top, where the list's order says it belongs, rather than at the end.
 */
import type { FieldProps, RJSFSchema, UiSchema } from "@rjsf/utils";
import { useMemo } from "react";

/** The rjsf field of a newest-first list: rjsf's own list, whose "Add" button inserts at the top. */
export function NewestFirstArrayField(props: FieldProps) {
  const { registry, schema, uiSchema, formData, onChange, fieldPathId } = props;
  const ArrayField = registry.fields.ArrayField!;
  const inner = useMemo(() => {
    const addFirst = () => {
      const item = registry.schemaUtils.getDefaultFormState(schema.items as RJSFSchema);
      onChange([item, ...(Array.isArray(formData) ? formData : [])], fieldPathId.path);
    };
    const { "ui:field": _field, ...rest } = uiSchema ?? {};
    return { ...rest, "ui:options": { ...(uiSchema?.["ui:options"] ?? {}), addFirst } } as UiSchema;
  }, [registry, schema, uiSchema, formData, onChange, fieldPathId]);
  return <ArrayField {...props} uiSchema={inner} />;
}
