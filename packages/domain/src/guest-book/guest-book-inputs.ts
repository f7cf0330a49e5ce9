/** What the console sends the guest book (docs/product.md#guest-book): bounded, clean text, the kinds it knows. */
import { z } from "zod";
import { controlCharsMessage, hasControlChars } from "../guest-text";
import type { GuestFavourites } from "./guest-favourites";
import type { GuestFigures } from "./guest-figures";
import { guestTagKinds, tagNeedsDetail } from "./guest-tags";

export const GUEST_TAG_MAX = 60;
export const GUEST_NOTE_MAX = 1000;
export const GUEST_SEARCH_MAX = 60;
export const GUEST_SEARCH_LIMIT = 20;

export const profileIdInput = z.object({ profileId: z.number().int().positive() });

export const addGuestTagInput = profileIdInput
  .extend({
    kind: z.enum(guestTagKinds),
    detail: z
      .string()
      .trim()
      .max(GUEST_TAG_MAX, `Tag must be at most ${GUEST_TAG_MAX} characters.`)
      .refine((v) => !hasControlChars(v), controlCharsMessage("Tag"))
      .default(""),
  })
  .refine((t) => !tagNeedsDetail(t.kind) || t.detail !== "", {
    message: "Please enter the tag's words.",
    path: ["detail"],
  });

export const removeGuestTagInput = profileIdInput.extend({ tagId: z.number().int().positive() });

export const addGuestNoteInput = profileIdInput.extend({
  body: z
    .string({ error: "Note is required." })
    .trim()
    .min(1, "Please enter a note.")
    .max(GUEST_NOTE_MAX, `Note must be at most ${GUEST_NOTE_MAX} characters.`)
    .refine((v) => !hasControlChars(v, true), controlCharsMessage("Note")),
});

export const searchGuestsInput = z.object({
  query: z
    .string()
    .trim()
    .min(2, "Type at least 2 characters.")
    .max(GUEST_SEARCH_MAX, `Search must be at most ${GUEST_SEARCH_MAX} characters.`)
    .refine((v) => !hasControlChars(v), controlCharsMessage("Search")),
});

/** Merge `mergeId` into `keepId`: one guest with two phones becomes one profile. */
export const mergeGuestsInput = z
  .object({ keepId: z.number().int().positive(), mergeId: z.number().int().positive() })
  .refine((m) => m.keepId !== m.mergeId, { message: "Pick two different guests.", path: ["mergeId"] });

export interface GuestTagView {
  id: number;
  kind: (typeof guestTagKinds)[number];
  detail: string;
  text: string;
  sensitive: boolean;
  author: string | null;
  createdAt: string;
}

export interface GuestNoteView {
  id: number;
  body: string;
  author: string | null;
  createdAt: string;
}

export interface GuestProfileSummary {
  id: number;
  name: string;
  phone: string;
  email: string;
}

/** The profile side panel: who, the figures, every tag and note. */
export interface GuestProfileView extends GuestProfileSummary {
  figures: GuestFigures;
  /** The area and table the guest sat at most often (guest-favourites.ts). */
  favourites: GuestFavourites;
  tags: GuestTagView[];
  notes: GuestNoteView[];
}
