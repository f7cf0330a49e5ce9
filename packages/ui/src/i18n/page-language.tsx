/**
 * The language of a guest or public page (docs/product.md#languages): opens in the guest's earlier choice or the browser's language,
 * then, once the page knows what the store offers (and what the guest chose when joining or booking), settles on one
 * of those. The visible switch changes it and remembers the choice on this device.
 */
import { type GuestLanguage, guestLanguageCodes } from "@seatline/domain";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { I18nProvider, loadCatalog } from "./i18n-context";

/** Its own small chunk: it shows once the store's languages are known, so it need not be in the first download. */
const LanguageSwitch = lazy(() => import("./language-switch").then((m) => ({ default: m.LanguageSwitch })));

import { initialLanguage, rememberLanguage } from "./preferred-language";

type Settle = (offered: readonly GuestLanguage[], first?: GuestLanguage | null) => void;
const SettleContext = createContext<Settle>(() => {});
const OfferedContext = createContext<readonly GuestLanguage[]>([]);

export function PageLanguageProvider({ children }: { children?: ReactNode }) {
  // English until the page knows what the store offers (never a language it does not offer); the catalog the
  // browser asks for starts loading at once, so settling on it is instant.
  const [language, setLanguage] = useState<GuestLanguage>("en");
  useEffect(() => {
    const wanted = initialLanguage(guestLanguageCodes);
    if (wanted !== "en") void loadCatalog(wanted).catch(() => {});
  }, []);
  const choose = useCallback((next: GuestLanguage) => {
    rememberLanguage(next);
    setLanguage(next);
  }, []);
  const [offered, setOffered] = useState<readonly GuestLanguage[]>([]);
  const settle = useCallback<Settle>((list, first) => {
    setOffered(list);
    setLanguage(initialLanguage(list, first));
  }, []);
  return (
    <SettleContext.Provider value={settle}>
      <OfferedContext.Provider value={offered}>
        <I18nProvider language={language} onLanguageChange={choose}>
          {children}
        </I18nProvider>
      </OfferedContext.Provider>
    </SettleContext.Provider>
  );
}

/** Called by a page once it knows the store's languages: the page's language becomes one of them (once). */
export function useOfferedLanguages(
  offered: readonly GuestLanguage[] | undefined,
  first?: GuestLanguage | null,
): void {
  const settle = useContext(SettleContext);
  const settled = useRef(false);
  useEffect(() => {
    if (!offered || settled.current) return;
    settled.current = true;
    settle(offered, first);
  }, [offered, first, settle]);
}

/** The switch of the languages the page's store offers (nothing until they are known, or when only one). */
export function PageLanguageSwitch() {
  const offered = useContext(OfferedContext);
  if (offered.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSwitch languages={offered} size="sm" />
    </Suspense>
  );
}
