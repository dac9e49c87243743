/** Stops the server that serve.setup.ts started. */
import { test as teardown } from "@playwright/test";
import { stopStaticServer } from "./static-server.ts";

teardown("stop npm run serve", () => {
  stopStaticServer(Number(process.env.E2E_PORT));
});
