/**
 * The test server's API as the Studio reads and writes it, for a test to set up its documents
 * and read back what the Studio stored.
 *
 * Each call goes over a connection of its own. The Studio page is kept across a worker's tests
 * (studio-page.ts), and its request context with it: a call that reused a kept-alive connection
 * just as the server closed it for idleness failed with ECONNRESET.
 */
import { request, type APIRequestContext } from "@playwright/test";
import { studioApiUrl } from "./fixtures.ts";

async function once<T>(ask: (api: APIRequestContext) => Promise<T>): Promise<T> {
  // The server's certificate is made for the run; its API is https, as Sanity's is.
  const api = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    return await ask(api);
  } finally {
    await api.dispose();
  }
}

/** The JSON the API answers a GET of `path` (under the API version) with. */
export const readApi = (path: string): Promise<unknown> =>
  once(async (api) => (await api.get(studioApiUrl(path))).json() as Promise<unknown>);

/** Applies the mutations to the test dataset; whether the server took them. */
export const mutate = (mutations: object[]): Promise<boolean> =>
  once(async (api) =>
    (await api.post(studioApiUrl("/data/mutate/production"), { data: { mutations } })).ok(),
  );
