import {
  ActionIcon,
  AppShell,
  Button,
  Group,
  Kbd,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { FullscreenToggle, Spinner, useAuth, useSession } from "@seatline/ui";
import { IconArmchair, IconHome, IconLogout } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { OfflineBanner } from "./offline/offline-banner";
import { useHostSync } from "./offline/use-host-sync";
import { StandButton } from "./stand/stand-button";
import { APP_PATH, tabForPath, tabsFor } from "./tabs";

/** The host stand's lock screen (its keypad with it) loads only on a paired stand. */
const StandLock = lazy(() => import("./stand/stand-lock").then((m) => ({ default: m.StandLock })));

/** Keys typed into a field or a dialog (the note modal) are not tab switches. */
function isInsideDialog(event: KeyboardEvent): boolean {
  const target = event.target;
  return target instanceof Element && target.closest('[role="dialog"], [contenteditable="true"]') !== null;
}

/** Staff shell (docs/product.md#staff-console): logo, home button, full-screen toggle, sign out, and the tabs of the member's role (their number keys switch). */
export function StaffShell() {
  const { store, user, stand } = useSession();
  // A session without a role (an old client's cache) is treated as a host until auth.me answers.
  const tabs = tabsFor(user.role ?? "host");
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = tabForPath(pathname);
  useHostSync();

  const goTo = (value: string | null) => {
    const tab = tabs.find((t) => t.value === value);
    if (tab && tab.value !== active) navigate(tab.path);
  };

  // Mantine ignores keys typed in INPUT, TEXTAREA and SELECT elements by default.
  useHotkeys(
    tabs.map((tab) => [
      tab.hotkey,
      (event) => {
        if (!isInsideDialog(event)) goTo(tab.value);
      },
    ]),
  );

  // A host stand nobody has opened shows only its lock screen (docs/architecture.md "Device sessions").
  if (stand && !stand.atStand)
    return (
      <Suspense fallback={<Spinner fullScreen />}>
        <StandLock />
      </Suspense>
    );
  // A tab the role cannot use is not there at all: its address leads to the Dashboard.
  if (!tabs.some((tab) => tab.value === active)) return <Navigate to={APP_PATH} replace />;

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={40} radius="md" aria-hidden>
              <IconArmchair size={26} stroke={1.75} />
            </ThemeIcon>
            {/* On a phone the header keeps the logo and the buttons; the name is in the page title. */}
            <Title order={1} fz={26} fw={800} c="seatline.8" visibleFrom="xs">
              Seatline
            </Title>
            <VisuallyHidden component="h1" hiddenFrom="xs">
              Seatline
            </VisuallyHidden>
            <Text fw={600} c="dimmed" truncate visibleFrom="sm">
              {store.name}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label="Home (Dashboard)">
              <ActionIcon size={44} variant="default" aria-label="Home" onClick={() => navigate(APP_PATH)}>
                <IconHome aria-hidden />
              </ActionIcon>
            </Tooltip>
            <StandButton />
            <FullscreenToggle size={44} />
            <Button
              h={44}
              variant="default"
              leftSection={<IconLogout aria-hidden size={18} />}
              onClick={() => logout()}
              visibleFrom="xs"
            >
              Sign Out
            </Button>
            <ActionIcon
              size={44}
              variant="default"
              aria-label="Sign Out"
              onClick={() => logout()}
              hiddenFrom="xs"
            >
              <IconLogout aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <OfflineBanner />
        <Tabs value={active} onChange={goTo} keepMounted={false}>
          <Tabs.List mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                // Six tabs on one line on an upright tablet (768 px): the larger words and padding from 992 px.
                fz={{ base: "sm", md: "md" }}
                fw={600}
                py="sm"
                mih={44}
                px={{ base: "xs", md: "md" }}
                rightSection={
                  <Kbd size="xs" aria-hidden visibleFrom="sm">
                    {tab.hotkey}
                  </Kbd>
                }
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.value === active ? <Outlet /> : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </AppShell.Main>
    </AppShell>
  );
}
