/** Stops the nginx that nginx.setup.ts started and removes its temporary folder. */
import { test as teardown } from "@playwright/test";
import { stopNginx } from "./nginx.ts";

teardown("stop nginx", () => {
  stopNginx(Number(process.env.NGINX_PORT));
});
