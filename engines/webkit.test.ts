import { smokeTests } from "./support/smoke.ts";

smokeTests("webkit");
