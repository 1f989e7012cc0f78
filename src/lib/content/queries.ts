/**
 * Every GROQ query the site runs (specification section 7), projecting the fields the
 * specification lists. Image fields the specification calls URLs come through
 * `asset->url`; @sanity/image-url turns those back into sized CDN URLs.
 *
 * Three projections go beyond the specification's field list: `_id` on mainClassification
 * so a build warning can name the document; a client logo's `alt` (the image's own field,
 * else the asset's alt text) so logos are announced by name; and a project's optional cover
 * `image`, which the project card prefers to the first of its `images`.
 *
 * Gallery images and client logos whose asset reference leads nowhere (a deleted asset, a
 * broken import) are filtered out in the query: there is nothing to show for them.
 */

export const ABOUT_US_QUERY = /* groq */ `*[_type == "aboutUs"]{
  _id, title, description, "image": image.asset->url
}`;

export const SERVICES_QUERY = /* groq */ `*[_type == "ourServices"] | order(_createdAt asc){
  _id, title, description, "image1": image1.asset->url, "image2": image2.asset->url
}`;

/** Per document, so a warning about a bad logo can name the document; the loader flattens them. */
export const CLIENT_LOGOS_QUERY = /* groq */ `*[_type == "clients"]{
  _id,
  "logos": images[defined(asset->url)]{ _key, asset, crop, hotspot, "alt": coalesce(alt, asset->altText) }
}`;

export const LANDING_PROJECTS_QUERY = /* groq */ `*[_type == "landingPageProjects"] | order(year desc){
  _id, title, description, value, "image": image.asset->url, year
}`;

export const CLASSIFICATIONS_QUERY = /* groq */ `*[_type == "classifications"]{
  _id, title, description,
  "classificationImage": classificationImage.asset->url,
  "companyClassificationImage": companyClassificationImage.asset->url,
  order
}`;

export const MAIN_CLASSIFICATION_QUERY = /* groq */ `*[_type == "mainClassification"]{
  _id, "mainClassificationImage": mainClassificationImage.asset->url
}`;

const PROJECT_PROJECTION = /* groq */ `{
  _id, title, category, description, value, "image": image.asset->url,
  "images": images[defined(asset->url)], year
}`;

export const PROJECTS_QUERY = /* groq */ `*[_type == "ourProjects"]${PROJECT_PROJECTION}`;

/**
 * One project by id, for on-demand rendering and previews. The static build does not
 * use it: it reads every project once with PROJECTS_QUERY and renders a page for each.
 */
export const PROJECT_BY_ID_QUERY = /* groq */ `*[_type == "ourProjects" && _id == $id][0]${PROJECT_PROJECTION}`;

export const CAREERS_QUERY = /* groq */ `*[_type == "careers"]{
  _id, title, description, requirements, location, employmentType, category
}`;

export const TEAM_QUERY = /* groq */ `*[_type == "team"]{
  _id, name, position, email, linkedIn, "image": image.asset->url, order
}`;
