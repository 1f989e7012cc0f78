/** The document types the site reads, named and shaped as its queries read them. */
import { aboutUs } from "./about-us.ts";
import { careers } from "./careers.ts";
import { classifications } from "./classifications.ts";
import { clients } from "./clients.ts";
import { landingPageProjects } from "./landing-page-projects.ts";
import { mainClassification } from "./main-classification.ts";
import { ourProjects } from "./our-projects.ts";
import { ourServices } from "./our-services.ts";
import { team } from "./team.ts";

export const schemaTypes = [
  aboutUs,
  ourServices,
  landingPageProjects,
  clients,
  ourProjects,
  mainClassification,
  classifications,
  careers,
  team,
];
