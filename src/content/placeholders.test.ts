import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues } from "./placeholders.ts";

const site = {
  brand: { name: "Northgate Systems" },
  contact: { phone: "+1 (555) 014-2010", email: "inquiries@example.com" },
  variables: { officeHours: "Monday to Friday, 8 am to 6 pm", phone: "ignored", "bad name": "ignored" },
};
const values = placeholderValues(site);

describe("placeholderValues", () => {
  it("takes brand, phone and email from their settings and every well-named variable, the settings winning", () => {
    expect(Object.fromEntries(values)).toEqual({
      brand: "Northgate Systems",
      phone: "+1 (555) 014-2010",
      email: "inquiries@example.com",
      officeHours: "Monday to Friday, 8 am to 6 pm",
    });
  });

  it("takes what it can from a broken settings file, and never reads a prototype", () => {
    expect(
      Object.fromEntries(
        placeholderValues({ brand: "no name", contact: { phone: 5 }, variables: JSON.parse('{"__proto__": "x", "toString": "y"}') }),
      ),
    ).toEqual({ toString: "y" });
    expect(placeholderValues(undefined).size).toBe(0);
    expect(placeholderValues({ variables: ["a"] }).size).toBe(0);
  });
});

describe("fillPlaceholders", () => {
  it("fills each placeholder, anywhere in the text and in link markup", () => {
    expect(fillPlaceholders("Call {brand} on [{phone}](tel:{phone}) or write to [{email}](mailto:{email}).", values).text).toBe(
      "Call Northgate Systems on [+1 (555) 014-2010](tel:+15550142010) or write to [inquiries@example.com](mailto:inquiries@example.com).",
    );
    expect(fillPlaceholders("Open {officeHours}.", values).text).toBe("Open Monday to Friday, 8 am to 6 pm.");
  });

  it("writes {{ and }} as braces and leaves braces that are not placeholders as typed", () => {
    expect(fillPlaceholders("Use {{brand}} to show the name; {not a name}, {}, { brand } and a } stay.", values)).toEqual({
      text: "Use {brand} to show the name; {not a name}, {}, { brand } and a } stay.",
      unknown: [],
    });
  });

  it("never fills a value's own braces again", () => {
    expect(fillPlaceholders("{x}", new Map([["x", "{brand} {{"]])).text).toBe("{brand} {{");
  });

  it("lists each unknown placeholder once and leaves it as written", () => {
    expect(fillPlaceholders("{emial} and {emial} and {fax} and {email}", values)).toEqual({
      text: "{emial} and {emial} and {fax} and inquiries@example.com",
      unknown: ["emial", "fax"],
    });
  });
});
