/** Starts `npm run serve` for the html and browser projects (stopped by serve.teardown.ts). */
import { test as setup } from "@playwright/test";
import { startStaticServer } from "./static-server.ts";

setup("start npm run serve, serving build/client", async () => {
  await startStaticServer(Number(process.env.E2E_PORT));
});
