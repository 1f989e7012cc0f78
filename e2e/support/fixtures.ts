/**
 * Where the fixture sites listen (see serve-fixture.ts): the sample plus the hostile corpus,
 * and a build against a content service that is down, with RENDER_CONTENT_ERRORS=1.
 */
export const FIXTURE_PORTS = { hostile: 4323, unreachable: 4324 } as const;

export const fixtureUrl = (fixture: keyof typeof FIXTURE_PORTS) =>
  `http://127.0.0.1:${FIXTURE_PORTS[fixture]}`;
