/**
 * Every content type the site reads, one module each (docs/architecture.md, "Content types").
 * A module holds its type's query, schema, preparation and the props its components take;
 * the build, the sample data, the webhook filter and the tests take the list from here.
 */
import { aboutUs } from "./about-us";
import { careers } from "./careers";
import { classifications } from "./classifications";
import { clientLogos } from "./client-logos";
import { landingProjects } from "./landing-projects";
import { mainClassification } from "./main-classification";
import { projects } from "./projects";
import { services } from "./services";
import { team } from "./team";

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
