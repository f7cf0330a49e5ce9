import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";

// Loaded on the first badge opened: the console's first load stays within its budget.
const GuestPanel = lazy(() => import("./guest-panel").then((m) => ({ default: m.GuestPanel })));

interface GuestPanelControl {
  open: (profileId: number) => void;
}

const GuestPanelContext = createContext<GuestPanelControl>({ open: () => {} });

/** The guest book's side panel, one for the console: any row's badge opens it (docs/product.md#guest-book). */
export function GuestPanelProvider({ children }: { children: ReactNode }) {
  const [profileId, setProfileId] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((id: number) => {
    setProfileId(id);
    setOpened(true);
  }, []);
  const control = useMemo(() => ({ open }), [open]);
  return (
    <GuestPanelContext.Provider value={control}>
      {children}
      {profileId === null ? null : (
        <Suspense fallback={null}>
          <GuestPanel
            profileId={profileId}
            opened={opened}
            onClose={() => setOpened(false)}
            onOpenProfile={open}
          />
        </Suspense>
      )}
    </GuestPanelContext.Provider>
  );
}

export function useGuestPanel(): GuestPanelControl {
  return useContext(GuestPanelContext);
}
