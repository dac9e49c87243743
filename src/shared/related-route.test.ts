import { describe, expect, it } from "vitest";
import { nearestRoute } from "../content/crosscheck.ts";
import { relatedRoute, titleWords } from "./related-route.ts";

const site = [
  { route: "/home", title: "Home" },
  { route: "/verticals", title: "Verticals" },
  { route: "/verticals/agriculture", title: "Agriculture" },
  { route: "/verticals/rentals", title: "Rentals" },
  { route: "/contactProducts", title: "Let's talk about our products" },
  { route: "/contactStaffing", title: "Let's talk about our staffing services" },
  { route: "/services", title: "Services" },
  { route: "/freight", title: "Logistics and freight" },
];

describe("the page to send visitors to in place of a deleted one", () => {
  it("is the page above it, never a sibling that is near as a string", () => {
    expect(relatedRoute("/verticals/logistic", "Logistics", site)).toMatchObject({ route: "/verticals", reason: "parent" });
  });

  it("is the nearest page above it when the folder has no page of its own", () => {
    expect(relatedRoute("/verticals/europe/logistic", "Logistics", site)).toMatchObject({ route: "/verticals", reason: "parent" });
  });

  it("is a page whose title says the same for a page at the top, whatever its address", () => {
    expect(relatedRoute("/logistic", "Logistics", site)).toMatchObject({ route: "/freight", reason: "title" });
    expect(relatedRoute("/contactSupport", "How can our support team help?", site)).toMatchObject({
      route: "/contactProducts",
      reason: "title",
    });
  });

  it("is the home page when nothing is related, and nothing when there is no home page", () => {
    expect(relatedRoute("/careers", "Careers", site)).toMatchObject({ route: "/home", reason: "home" });
    expect(relatedRoute("/careers", "Careers", [{ route: "/partners", title: "Partners" }])).toBeUndefined();
  });

  it("reads the words of titles and addresses alike", () => {
    expect(titleWords("contactProducts")).toEqual(["contact", "products"]);
    expect(titleWords("Let's talk about our products!")).toEqual(["let", "talk", "products"]);
  });
});

describe("the route suggested for a broken link", () => {
  const routes = site.map((p) => p.route);
  const titleOf = (route: string) => site.find((p) => p.route === route)?.title;

  it("corrects a misspelt address", () => {
    expect(nearestRoute("/verticals/agricultre", routes)).toEqual({ route: "/verticals/agriculture", confident: true });
    expect(nearestRoute("/vertcals/rentals", routes)).toEqual({ route: "/verticals/rentals", confident: true });
    expect(nearestRoute("/Verticals", routes)).toEqual({ route: "/verticals", confident: true });
  });

  it("offers a related page, not the nearest string, for an address no page is near", () => {
    expect(nearestRoute("/verticals/logistic", routes, titleOf)).toEqual({ route: "/verticals", confident: false });
    expect(nearestRoute("/logistics-hub", routes, titleOf)).toEqual({ route: "/freight", confident: false });
  });
});
