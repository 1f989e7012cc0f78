/**
 * A point (a project's coordinates) as two numbers: Sanity's `geopoint` without its altitude,
 * which the site does not read, and without a map, as the map inputs there are load Google's or
 * OpenStreetMap's tiles, which the site's security policy and privacy rule out. A plugin of the
 * form's inputs, as a schema that `content:validate` loads in Node cannot name a component.
 */
import { definePlugin, type InputProps, type ObjectInputProps } from "sanity";

function PointInput(props: InputProps) {
  if (props.schemaType.name !== "geopoint") return props.renderDefault(props);
  const point = props as ObjectInputProps;
  const members = point.members.filter((member) => !(member.kind === "field" && member.name === "alt"));
  return point.renderDefault({ ...point, members });
}

export const latitudeAndLongitude = definePlugin({
  name: "latitude-and-longitude",
  form: { components: { input: PointInput } },
});
