import type { Page, Route } from "@playwright/test";

/**
 * Holds each file sent to `url` (a POST) until `release` lets it go, so the test watches an
 * upload's progress bar while its request waits: a wait on the bar itself, not a fixed delay.
 * Other requests to `url` (the list's GET) pass at once.
 */
export async function holdUploads(page: Page, url: RegExp) {
  const held: Route[] = [];
  let arrived = () => {};
  await page.route(url, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    held.push(route);
    arrived();
  });
  return {
    /** Lets the oldest held upload through, once one has come. */
    async release() {
      while (!held.length) await new Promise<void>((resolve) => (arrived = resolve));
      await held.shift()!.continue();
    },
    /** Stops holding: what is held and what comes next go through. */
    async stop() {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(url);
    },
  };
}
