/**
 * Every GROQ query the site runs (specification section 7), projecting the fields the
 * specification lists. Written with `defineQuery` so Sanity TypeGen reads them: `npm run
 * typegen` generates their result types (`sanity.types.ts`) from the Studio's schema, and
 * `query-types.ts` checks those against the zod schemas that validate the results.
 *
 * Images come as image objects (asset reference, crop, hotspot), not bare URLs, so the
 * editor's crop and hotspot reach every URL @sanity/image-url builds (image-url.ts). Each
 * also carries its asset's `url`, which the zod schemas require to be https. An image whose
 * asset leads nowhere (a deleted asset, a broken import) projects as null, and gallery images
 * and client logos without one are filtered out: there is nothing to show for them.
 *
 * Projections beyond the specification's field list: `_id` on mainClassification so a build
 * warning can name the document; alternative text on client logos (the image's own field,
 * else the asset's), team portraits and project images; and a project's optional cover
 * `image`, which the project card prefers to the first of its `images`.
 */
import { defineQuery } from "groq";

/**
 * The fields of an image object the site reads. Fragments are `as const` so each query's
 * type is its exact text, which is how TypeGen's generated types are looked up.
 */
const IMAGE = /* groq */ `asset, crop, hotspot, "url": asset->url` as const;

export const ABOUT_US_QUERY = defineQuery(`*[_type == "aboutUs"]{
  _id, title, description,
  "image": select(defined(image.asset->url) => image{${IMAGE}})
}`);

export const SERVICES_QUERY = defineQuery(`*[_type == "ourServices"] | order(_createdAt asc){
  _id, title, description,
  "image1": select(defined(image1.asset->url) => image1{${IMAGE}}),
  "image2": select(defined(image2.asset->url) => image2{${IMAGE}})
}`);

/** Per document, so a warning about a bad logo can name the document; the loader flattens them. */
export const CLIENT_LOGOS_QUERY = defineQuery(`*[_type == "clients"]{
  _id,
  "logos": images[defined(asset->url)]{ _key, ${IMAGE}, "alt": coalesce(alt, asset->altText) }
}`);

export const LANDING_PROJECTS_QUERY = defineQuery(`*[_type == "landingPageProjects"] | order(year desc){
  _id, title, description, value,
  "image": select(defined(image.asset->url) => image{${IMAGE}}),
  year
}`);

export const CLASSIFICATIONS_QUERY = defineQuery(`*[_type == "classifications"]{
  _id, title, description,
  "classificationImage": select(
    defined(classificationImage.asset->url) => classificationImage{${IMAGE}}
  ),
  "companyClassificationImage": select(
    defined(companyClassificationImage.asset->url) => companyClassificationImage{${IMAGE}}
  ),
  order
}`);

export const MAIN_CLASSIFICATION_QUERY = defineQuery(`*[_type == "mainClassification"]{
  _id,
  "mainClassificationImage": select(
    defined(mainClassificationImage.asset->url) => mainClassificationImage{${IMAGE}}
  )
}`);

const PROJECT_PROJECTION = /* groq */ `{
  _id, title, category, description, value,
  "image": select(defined(image.asset->url) => image{${IMAGE}, alt}),
  "images": images[defined(asset->url)]{ _key, ${IMAGE}, alt },
  year
}` as const;

export const PROJECTS_QUERY = defineQuery(`*[_type == "ourProjects"]${PROJECT_PROJECTION}`);

/**
 * One project by id, for a project published after the build, asked for from the 404 page
 * (live-project.ts). The static build does not use it: it reads every project once with
 * PROJECTS_QUERY and renders a page for each.
 */
export const PROJECT_BY_ID_QUERY = defineQuery(
  `*[_type == "ourProjects" && _id == $id][0]${PROJECT_PROJECTION}`,
);

export const CAREERS_QUERY = defineQuery(`*[_type == "careers"]{
  _id, title, description, requirements, location, employmentType, category
}`);

export const TEAM_QUERY = defineQuery(`*[_type == "team"]{
  _id, name, position, email, linkedIn,
  "image": select(defined(image.asset->url) => image{${IMAGE}, alt}),
  order
}`);
