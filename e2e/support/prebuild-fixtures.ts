/**
 * Builds the shared fixture sites (fixture-sites.ts) and the Studio's two builds
 * (studio-builds.ts) into the suite's shared folder, so the browser's servers find them built.
 * `npm test` starts it beside its first layer (tooling/suite/run-suite.ts); a build that fails
 * is the servers' to report.
 *
 *   SHARED_BUILDS_DIR=/tmp/x node e2e/support/prebuild-fixtures.ts
 */
import { FIXTURE_SITES } from "./fixture-sites.ts";
import { STUDIO_BUILDS } from "./studio-builds.ts";

const { hostile, portfolio, unreachable } = FIXTURE_SITES;
// One build at a time on the core the first layer leaves idle: the unit tests' first (hostile),
// then the largest, then the Studio's, which only the browser layer needs. The unreachable one
// mostly waits on its dead service's timeouts, beside them.
await Promise.all([
  unreachable(),
  hostile()
    .then(() => portfolio())
    .then(() => STUDIO_BUILDS.studio())
    .then(() => STUDIO_BUILDS.staticPreview()),
]);
