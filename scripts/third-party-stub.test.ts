import { request } from "node:https";
import { describe, expect, it } from "vitest";
import { startThirdPartyStub } from "./third-party-stub.ts";

/** GET `path` from the stub at 127.0.0.1:`port` as `host`, accepting its self-signed certificate; resolves to the status and body. */
function get(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host }, servername: host, rejectUnauthorized: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the third parties' stub", () => {
  it("answers every request to the provider's host with a form page, and sends only that host to it", async () => {
    const stub = await startThirdPartyStub({
      hosts: ["https://forms.example-crm.net", "https://forms.example-crm.net", "http://plain.example"],
    });
    try {
      const rules = stub.flags.find((flag) => flag.startsWith("--host-resolver-rules="))!;
      const port = Number(
        /^--host-resolver-rules=MAP forms\.example-crm\.net 127\.0\.0\.1:(\d+) , MAP \* ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127\.0\.0\.1$/.exec(
          rules,
        )?.[1],
      );
      expect(port).toBeGreaterThan(0);
      expect(stub.flags).toContain("--ignore-certificate-errors");
      const answer = await get(port, "forms.example-crm.net", "/app/site/crm/externalleadpage.nl?formid=12");
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("<form>");
    } finally {
      await stub.close();
    }
  });

  it("answers the video API's host with an empty list of videos, and the provider's with its form", async () => {
    const stub = await startThirdPartyStub({
      hosts: ["https://forms.example-crm.net"],
      videoApi: "https://www.googleapis.com/youtube/v3/search",
    });
    try {
      const rules = stub.flags.find((flag) => flag.startsWith("--host-resolver-rules="))!;
      expect(rules).toContain("MAP www.googleapis.com 127.0.0.1:");
      const port = Number(/MAP forms\.example-crm\.net 127\.0\.0\.1:(\d+)/.exec(rules)?.[1]);
      const videos = await get(port, "www.googleapis.com", "/youtube/v3/search?part=snippet&channelId=UC1&key=k");
      expect(JSON.parse(videos.body)).toEqual({ kind: "youtube#searchListResponse", items: [] });
      expect((await get(port, "forms.example-crm.net", "/form")).body).toContain("<form>");
    } finally {
      await stub.close();
    }
  });

  it("keeps every host but localhost unreachable when there is no https provider", async () => {
    const stub = await startThirdPartyStub({ hosts: [] });
    expect(stub.flags).toEqual(["--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"]);
    await stub.close();
  });

  it("answers every host but localhost for the end-to-end tests: the video API with its list, any other with the given page", async () => {
    const stub = await startThirdPartyStub({
      hosts: "every host",
      videoApi: "https://www.googleapis.com/youtube/v3/search",
      page: "<p>stub</p>",
    });
    try {
      const rules = stub.flags.find((flag) => flag.startsWith("--host-resolver-rules="))!;
      const port = Number(/^--host-resolver-rules=MAP \* 127\.0\.0\.1:(\d+) , EXCLUDE localhost , EXCLUDE 127\.0\.0\.1$/.exec(rules)?.[1]);
      expect(port).toBeGreaterThan(0);
      expect(stub.flags).toContain("--ignore-certificate-errors");
      expect(JSON.parse((await get(port, "www.googleapis.com", "/youtube/v3/search?channelId=UC1")).body)).toEqual({
        kind: "youtube#searchListResponse",
        items: [],
      });
      expect(await get(port, "social.example:8443", "/share?u=1")).toEqual({ status: 200, body: "<p>stub</p>" });
    } finally {
      await stub.close();
    }
  });
});
