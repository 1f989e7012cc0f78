/**
 * Every content type the site reads, one module each (docs/architecture.md, "Content types").
 * A module holds its type's query, schema, preparation and the props its components take;
 * the build, the sample data, the webhook filter and the tests take the list from here.
 */
import { aboutUs } from "./about-us.ts";
import { careers } from "./careers.ts";
import { classifications } from "./classifications.ts";
import { clientLogos } from "./client-logos.ts";
import { landingProjects } from "./landing-projects.ts";
import { mainClassification } from "./main-classification.ts";
import { projects } from "./projects.ts";
import { services } from "./services.ts";
import { team } from "./team.ts";

export const CONTENT_TYPES = {
  aboutUs,
  services,
  clientLogos,
  landingProjects,
  classifications,
  mainClassification,
  projects,
  careers,
  team,
} as const;
