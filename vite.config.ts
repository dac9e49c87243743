import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentReload } from "./scripts/vite-content-reload.ts";

export default defineConfig({
  plugins: [reactRouter(), contentReload()],
  server: { port: 5173 },
  preview: { port: 4173 },
});
