/**
 * The guest apps' language (docs/product.md#languages): a provider holding the chosen language and its catalog, and `useT()` for
 * the components, through the runtime the server's texts use too (packages/domain/src/i18n/format-message.ts). English is the source (the message ids are the English texts of docs/product.md), so it costs nothing; another
 * language's catalog loads on demand (a dynamic import, outside the initial bundle). The page keeps
 * showing the previous language until the new catalog has arrived, so a guest never sees a half-translated screen.
 */
import { type Catalog, formatMessage, type GuestLanguage, type MessageValues } from "@seatline/domain";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

export type Translate = (message: string, values?: MessageValues) => string;

/** Loads a language's catalog: Spanish is its own chunk. (Dates are worded by Intl: no dayjs locale to load.) */
export async function loadCatalog(language: GuestLanguage): Promise<Catalog | null> {
  if (language === "en") return null;
  return (await import("./catalog-es")).catalogEs;
}

export function translate(catalog: Catalog | null, language: GuestLanguage): Translate {
  return (message, values) => formatMessage(catalog?.[message] ?? message, values, language);
}

interface I18nValue {
  /** The language shown (its catalog is loaded). */
  language: GuestLanguage;
  /** The language asked for (differs from `language` while its catalog loads). */
  requested: GuestLanguage;
  setLanguage: (language: GuestLanguage) => void;
  t: Translate;
}

const english: I18nValue = {
  language: "en",
  requested: "en",
  setLanguage: () => {},
  t: translate(null, "en"),
};
const I18nContext = createContext<I18nValue>(english);

export interface I18nProviderProps {
  /** The language to show; the provider follows it when it changes. */
  language: GuestLanguage;
  onLanguageChange?: (language: GuestLanguage) => void;
  children?: ReactNode;
}

export function I18nProvider({ language, onLanguageChange, children }: I18nProviderProps) {
  const [loaded, setLoaded] = useState<{ language: GuestLanguage; catalog: Catalog | null }>({
    language: "en",
    catalog: null,
  });
  useEffect(() => {
    let live = true;
    loadCatalog(language)
      .then((catalog) => {
        if (live) setLoaded({ language, catalog });
      })
      .catch((error: unknown) => console.error("Failed to load the language", error));
    return () => {
      live = false;
    };
  }, [language]);
  useEffect(() => {
    document.documentElement.lang = loaded.language;
  }, [loaded.language]);
  const setLanguage = useCallback((next: GuestLanguage) => onLanguageChange?.(next), [onLanguageChange]);
  const value = useMemo<I18nValue>(
    () => ({
      language: loaded.language,
      requested: language,
      setLanguage,
      t: translate(loaded.catalog, loaded.language),
    }),
    [loaded, language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translate function of the current language: t("You are position {position} in line!", {position}). */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLanguage(): I18nValue {
  return useContext(I18nContext);
}
