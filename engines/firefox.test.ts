import { smokeTests } from "./support/smoke.ts";

smokeTests("firefox");
