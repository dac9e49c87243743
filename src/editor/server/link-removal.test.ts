import { describe, expect, it } from "vitest";
import { parseYaml } from "../../content/parse.ts";
import { applyRemovals, combineRemovals, effectOf, linkRemoval } from "./link-removal.ts";

const page = `title: Services
blocks:
  - type: callToAction
    heading: Ready?
    actions:
      - label: Talk to us
        href: /gone
  - type: hero
    heading: Hello
    actions:
      - label: Book a call
        href: /gone
        leadForm: erpOne
      - label: Read more
        href: /gone#top
  - type: richText
    body:
      - >-
        Read [what we do](/gone) or
        [who we are](/aboutus).
`;

function plan(text: string, paths: { path: (string | number)[]; href: string; inline?: boolean }[]) {
  const { parsed } = parseYaml({ relFile: "pages/services.yaml", text });
  const plans = paths.map((p) => linkRemoval(parsed, p.path, p.href, p.inline ?? false));
  const combined = combineRemovals(parsed.data, plans);
  return { plans, effects: plans.map((p) => `${p.words}: ${effectOf(parsed.data, p, combined)}`), after: applyRemovals(text, combined) };
}

describe("removing the links to a deleted page", () => {
  const links = [
    { path: ["blocks", 0, "actions", 0, "href"], href: "/gone" },
    { path: ["blocks", 1, "actions", 0, "href"], href: "/gone" },
    { path: ["blocks", 1, "actions", 1, "href"], href: "/gone#top" },
    { path: ["blocks", 2, "body", 0], href: "/gone", inline: true },
  ];

  it("names each link in words and says what removing it does, block by block", () => {
    expect(plan(page, links).effects).toEqual([
      "the Talk to us button in the call to action on Services: the button is removed, and with it the call to action, which has no other button",
      "the Book a call button in the hero on Services: the button stays and opens its form",
      "the Read more button in the hero on Services: the button is removed",
      "the link “what we do” in the rich text on Services: the text stays; its words are no longer a link",
    ]);
  });

  it("removes a call to action with its only button, keeps a button that opens a form, and unlinks a text's words in place", () => {
    expect(plan(page, links).after).toBe(`title: Services
blocks:
  - type: hero
    heading: Hello
    actions:
      - label: Book a call
        leadForm: erpOne
  - type: richText
    body:
      - >-
        Read what we do or
        [who we are](/aboutus).
`);
  });
});

describe("removing a case study's link to a deleted page", () => {
  const story = `title: Home
blocks:
  - type: caseStudy
    heading: A fleet that earns its keep
    link:
      label: More on construction
      href: /gone
    quote: { text: Same fleet., name: Maria Alvarez, role: Equipment Manager }
`;

  it("removes the link whole, label and address, and keeps the story", () => {
    const { effects, after } = plan(story, [{ path: ["blocks", 0, "link", "href"], href: "/gone" }]);
    expect(effects).toEqual(["the story's link of the case study on Home: the story's link is removed"]);
    expect(after).toBe(`title: Home
blocks:
  - type: caseStudy
    heading: A fleet that earns its keep
    quote: { text: Same fleet., name: Maria Alvarez, role: Equipment Manager }
`);
  });
});

const site = `menu:
  - id: verticals
    title: Verticals
    link: /verticals
    children:
      - { id: menuLogistic, title: Logistics, link: /gone }
      - { id: menuRentals, title: Rentals, link: /verticals/rentals }
  - id: contact
    title: Contact
    activePaths: [/gone]
    children:
      - { id: menuJoinUs, title: Join Us, link: /joinus }
footer:
  links:
    - { label: Privacy Policy, href: /privacyPolicy }
    - { label: Gone, href: /gone }
  trademark: Ours.
redirects:
  - { from: /old, to: /gone }
`;

describe("removing the links of the site settings to a deleted page", () => {
  it("takes out the menu item, the menu's mark, the footer link and the redirect, and nothing else", () => {
    const { parsed } = parseYaml({ relFile: "pages/_site.yaml", text: site });
    const links = [
      { path: ["menu", 0, "children", 0, "link"], href: "/gone" },
      { path: ["menu", 1, "activePaths", 0], href: "/gone" },
      { path: ["footer", "links", 1, "href"], href: "/gone" },
      { path: ["redirects", 0, "to"], href: "/gone" },
    ];
    const plans = links.map((l) => linkRemoval(parsed, l.path, l.href, false));
    const combined = combineRemovals(parsed.data, plans);
    expect(plans.map((p) => `${p.words}: ${effectOf(parsed.data, p, combined)}`)).toEqual([
      "the Logistics item in the Verticals menu: the item is removed from the menu",
      "the Contact menu, which is marked as the current one on /gone: the menu no longer marks that address",
      "the Gone link in the footer: the link is removed from the footer",
      "the redirect from /old: the redirect is removed (/old then shows “Page not found”)",
    ]);
    const after = parseYaml({ relFile: "pages/_site.yaml", text: applyRemovals(site, combined) }).parsed.data as Record<string, unknown>;
    expect(after).toEqual({
      menu: [
        {
          id: "verticals",
          title: "Verticals",
          link: "/verticals",
          children: [{ id: "menuRentals", title: "Rentals", link: "/verticals/rentals" }],
        },
        { id: "contact", title: "Contact", children: [{ id: "menuJoinUs", title: "Join Us", link: "/joinus" }] },
      ],
      footer: { links: [{ label: "Privacy Policy", href: "/privacyPolicy" }], trademark: "Ours." },
      redirects: [],
    });
  });
});
