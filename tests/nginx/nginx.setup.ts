/** Starts the real nginx the `nginx` project's tests run against (stopped by nginx.teardown.ts). */
import { test as setup } from "@playwright/test";
import { startNginx } from "./nginx.ts";

setup("start nginx with the generated configuration (build/nginx/site.conf) serving build/client", async () => {
  await startNginx({ port: Number(process.env.NGINX_PORT) });
});
