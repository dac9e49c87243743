import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureProject, loadFixtureProject, removeFixtureProjects } from "../../tests/support/fixture-project.ts";
import { contentLocationFromEnv, loadContentOrThrow } from "./load.ts";

afterAll(removeFixtureProjects);

const root = process.cwd();

describe("environments of _site.yaml", () => {
  it("uses production by default: its lead forms, login URL, and nothing of the sandbox", () => {
    const { site } = loadContentOrThrow(contentLocationFromEnv(root, {}));
    expect(site.environment).toBe("production");
    expect(site.login.url).not.toContain("sandbox");
    expect(Object.keys(site.leadForms)).toHaveLength(16);
    expect(site.leadForms.joinUs!.url).toMatch(/^https:\/\/forms\.[^?]+\?formid=\d+&h=[^&]+&topic=contact$/);
    // Each form's dialog title, with its placeholders filled in.
    expect(site.leadForms.joinUs!.title).toBe(`Apply to ${site.brand.name}`);
    expect(JSON.stringify(site)).not.toContain("sandbox");
  });

  it("switches every form and the login URL to the sandbox with SITE_ENV=sandbox", () => {
    const { site } = loadContentOrThrow(contentLocationFromEnv(root, { SITE_ENV: "sandbox" }));
    expect(site.environment).toBe("sandbox");
    expect(site.login.url).toContain("sandbox");
    expect(Object.values(site.leadForms).every((f) => f.url.startsWith("https://sandbox-forms."))).toBe(true);
  });

  it("ignores an unknown SITE_ENV and lets VIDEO_API_KEY override the video key", () => {
    expect(contentLocationFromEnv(root, { SITE_ENV: "staging" }).environment).toBeUndefined();
    const { site } = loadContentOrThrow(contentLocationFromEnv(root, { VIDEO_API_KEY: "key-123" }));
    expect(site.videoChannel.apiKey).toBe("key-123");
  });
});

describe("a page file that cannot be read", () => {
  it("stops with an error naming the file, whose cause is the system's own error", async () => {
    const dir = fixtureProject();
    // A socket where a page file should be: listed like a page, but opening it fails (ENXIO), even for root.
    const socket = createServer();
    await new Promise<void>((resolve) => socket.listen(join(dir, "pages", "broken.yaml"), resolve));
    try {
      let thrown: unknown;
      try {
        loadFixtureProject(dir);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toBe("The page file pages/broken.yaml could not be read: it is not a regular file");
      const cause = (thrown as Error).cause as NodeJS.ErrnoException;
      expect(cause).toBeInstanceOf(Error);
      expect(cause.code).toBe("ENXIO");
      expect(cause.path).toBe(join(dir, "pages", "broken.yaml"));
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
  });
});

describe("share images", () => {
  it("reads the site's share image size from its PNG, in px", () => {
    const { site } = loadContentOrThrow(contentLocationFromEnv(root, {}));
    expect(site.shareImage).toEqual({
      src: "/images/share/northgate-systems.png",
      alt: expect.stringMatching(/\S/),
      width: 1200,
      height: 630,
    });
  });

  it("gives a page that sets `image` its own share image, and leaves the others to the site's", () => {
    const dir = fixtureProject();
    const home = join(dir, "pages", "home.yaml");
    writeFileSync(
      home,
      readFileSync(home, "utf8").replace(
        /^description:.*$/m,
        "$&\nimage: { src: /images/share/northgate-systems.png, alt: Our own picture }",
      ),
    );
    writeFileSync(
      join(dir, "pages", "other.yaml"),
      "title: Other\ndescription: Another page.\nblocks:\n  - { type: pageHeader, title: Other }\n",
    );
    const result = loadFixtureProject(dir);
    expect(result.errors).toEqual([]);
    expect(result.content!.pages.get("/home")!.image).toEqual({
      src: "/images/share/northgate-systems.png",
      alt: "Our own picture",
      width: 1200,
      height: 630,
    });
    expect(result.content!.pages.get("/other")!.image).toBeUndefined();
  });
});

describe("a link to a page that was deleted", () => {
  const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  const page = (title: string, href: string) =>
    `title: ${title}\ndescription: A page.\nblocks:\n  - type: pageHeader\n    title: ${title}\n    actions: [{ label: Go, href: ${href} }]\n`;

  it("gets the redirect to add as its hint, whether the deletion is committed or not", () => {
    const dir = fixtureProject({});
    writeFileSync(join(dir, "pages/pricing.yaml"), page("Pricing", "/home"));
    writeFileSync(join(dir, "pages/plans.yaml"), page("Plans", "/pricing"));
    git(dir, "init", "-q");
    git(dir, "add", ".");
    git(dir, "-c", "user.name=Author", "-c", "user.email=author@example.com", "commit", "-qm", "pages");
    rmSync(join(dir, "pages/pricing.yaml"));

    const hint = () => loadFixtureProject(dir).errors.map((e) => `${e.code} ${e.hint}`);
    expect(hint()).toEqual([
      expect.stringMatching(/^E_BROKEN_LINK The page \/pricing was deleted\. .*\n\s+- \{ from: \/pricing, to: \/home \}/),
    ]);
    git(dir, "-c", "user.name=Author", "-c", "user.email=author@example.com", "commit", "-qam", "delete pricing");
    expect(hint()).toEqual([expect.stringMatching(/^E_BROKEN_LINK The page \/pricing was deleted\. /)]);
  });

  it("gets the usual hint outside a Git repository", () => {
    const dir = fixtureProject({});
    writeFileSync(join(dir, "pages/plans.yaml"), page("Plans", "/pricing"));
    expect(loadFixtureProject(dir).errors.map((e) => `${e.code} ${e.hint}`)).toEqual([
      expect.stringMatching(/^E_BROKEN_LINK (?!The page)/),
    ]);
  });
});

describe("picture sizes", () => {
  it("gives every picture its width and height in px from its file, PNG as well as SVG, so none shifts the layout", () => {
    const dir = fixtureProject({});
    const png = imageSize(readFileSync(join(root, "public/images/share/northgate-systems.png")));
    writeFileSync(
      join(dir, "pages/pictures.yaml"),
      [
        "title: Pictures",
        "description: A page with a PNG and an SVG picture.",
        "blocks:",
        "  - { type: pageHeader, title: Pictures }",
        "  - { type: mediaText, heading: Raster, body: [Text], image: { src: /images/share/northgate-systems.png, alt: Share card } }",
        "  - { type: mediaText, heading: Vector, body: [Text], image: { src: /images/content/about-founding.svg, alt: Founding } }",
        "",
      ].join("\n"),
    );
    const { content, errors } = loadFixtureProject(dir);
    expect(errors).toEqual([]);
    const images = content!.pages.get("/pictures")!.blocks.flatMap((b) => ("image" in b && b.image ? [b.image] : []));
    expect(images).toEqual([
      expect.objectContaining({ src: "/images/share/northgate-systems.png", width: png.width, height: png.height }),
      expect.objectContaining({ src: "/images/content/about-founding.svg", width: 720, height: 480 }),
    ]);
    expect(png.width).toBeGreaterThan(0);
  });
});

describe("placeholders", () => {
  it("fill a page's texts and links from _site.yaml, so a changed phone number is right on every page", () => {
    const dir = fixtureProject({});
    const sitePath = join(dir, "pages/_site.yaml");
    const site = readFileSync(sitePath, "utf8");
    expect(site).toContain("phone: +1 (555) 010-0000");
    writeFileSync(
      sitePath,
      site
        .replace("phone: +1 (555) 010-0000", "phone: +1 (555) 999-0000")
        .replace("videos: {}", "variables:\n  officeHours: Monday to Friday, 8 am to 6 pm\nvideos: {}"),
    );
    writeFileSync(
      join(dir, "pages/contact.yaml"),
      [
        "title: Contact",
        "description: How to reach {brand}.",
        "blocks:",
        "  - type: pageHeader",
        "    title: Contact",
        '    intro: "Call [{phone}](tel:{phone}), {officeHours}; write {{braces}} as braces."',
        "",
      ].join("\n"),
    );
    const { content, errors } = loadFixtureProject(dir);
    expect(errors).toEqual([]);
    const page = content!.pages.get("/contact")!;
    expect(page.description).toBe(`How to reach ${content!.site.brand.name}.`);
    expect(page.blocks[0]).toMatchObject({
      intro: "Call [+1 (555) 999-0000](tel:+15559990000), Monday to Friday, 8 am to 6 pm; write {braces} as braces.",
    });
  });
});
