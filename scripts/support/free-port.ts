/** A free TCP port, for the servers the tests, the test runner and the bench start. */
import { createServer } from "node:net";

/** A TCP port free on 127.0.0.1 at this moment, chosen by the system. Rejects when no port can be had. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
