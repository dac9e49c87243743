/**
 * Phone numbers an author types (the site's contact phone, `tel:` links): whether a phone can dial
 * them, and their dialable form for `tel:` links. The numbering plans come from libphonenumber-js;
 * the author's own formatting ("+1 (555) 014-2010") is what the site shows, never rewritten.
 */
import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from "libphonenumber-js";

/**
 * The country a number without a country code (no leading +) is read in: the site's visitors are
 * mostly in the United States, so "(555) 014-2010" is dialled as +1 555 014 2010.
 */
const DEFAULT_PHONE_COUNTRY: CountryCode = "US";

/** Why a phone cannot dial a text: letters in it, other signs, too few or too many digits, or no number at all. */
export type PhoneProblem = "letters" | "signs" | "tooShort" | "tooLong" | "notANumber";

/** What a phone number may hold besides digits: a leading +, spaces, brackets, dots, dashes and slashes. */
const DIALABLE = /^\+?[\d\s().\-/]+$/;

/**
 * Why `text` is not a number a phone can dial (read in {@link DEFAULT_PHONE_COUNTRY} when it has no
 * leading +), or undefined when it is one. Letters ("CALL-NOW") are refused even where a keypad has
 * them, since a `tel:` link cannot carry them. Never throws.
 */
export function phoneProblem(text: string): PhoneProblem | undefined {
  const value = text.trim();
  if (/\p{L}/u.test(value)) return "letters";
  if (!/\d/.test(value)) return "notANumber";
  if (!DIALABLE.test(value)) return "signs";
  switch (validatePhoneNumberLength(value, DEFAULT_PHONE_COUNTRY)) {
    case undefined:
      return undefined;
    case "TOO_SHORT":
    case "INVALID_LENGTH":
      return "tooShort";
    case "TOO_LONG":
      return "tooLong";
    default:
      return "notANumber";
  }
}

/**
 * The number in `text` in the form a `tel:` link dials (`+15550142010`), or undefined when `text` is
 * not a dialable number (see {@link phoneProblem}).
 */
export function dialableNumber(text: string): string | undefined {
  if (phoneProblem(text) !== undefined) return undefined;
  return parsePhoneNumberFromString(text.trim(), DEFAULT_PHONE_COUNTRY)?.number;
}
