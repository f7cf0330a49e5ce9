import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { GuestPanel } from "./guest-panel";

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
      <GuestPanel
        profileId={profileId}
        opened={opened}
        onClose={() => setOpened(false)}
        onOpenProfile={open}
      />
    </GuestPanelContext.Provider>
  );
}

export function useGuestPanel(): GuestPanelControl {
  return useContext(GuestPanelContext);
}
