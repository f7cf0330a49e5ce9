import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";

/** Deep teal brand palette; shade 8 (the filled shade) has 6.5:1 contrast against white. */
const seatline: MantineColorsTuple = [
  "#e6f7f5",
  "#c3ebe6",
  "#9cded5",
  "#6fcfc2",
  "#45c0b0",
  "#27b0a0",
  "#16998b",
  "#0f8074",
  "#0b6a60",
  "#07524a",
];

/**
 * Light/subtle/outline variants use shade 9 for their text so that tinted buttons, badges and alerts
 * keep readable contrast (Mantine's default uses the filled shade, which is too light for some colours).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return defaults;
  if (input.variant === "light") {
    // An opaque tint: Mantine's translucent one lets a striped or hovered table row show through and lowers contrast.
    return {
      ...defaults,
      background: `var(--mantine-color-${parsed.color}-0)`,
      hover: `var(--mantine-color-${parsed.color}-1)`,
      color: `var(--mantine-color-${parsed.color}-9)`,
    };
  }
  if (input.variant === "subtle" || input.variant === "transparent") {
    return { ...defaults, color: `var(--mantine-color-${parsed.color}-9)` };
  }
  return defaults;
};

/** The one shared Seatline theme (staff console and public page). */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: "seatline",
  primaryShade: { light: 8, dark: 6 },
  colors: { seatline },
  autoContrast: true,
  // With this threshold every filled colour gets a text colour (white or black) with at least 4.5:1 contrast.
  luminanceThreshold: 0.179,
  variantColorResolver,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    Button: { defaultProps: { size: "md" } },
    ActionIcon: { defaultProps: { size: "lg" } },
    // A modal's header is a <header>, a second banner landmark next to the app's (axe page-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: "div" } },
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // Notices pop up over touch screens (the host's tablet, the kiosk): their close button is a 44 px target too,
    // and named (Mantine's has no label of its own: axe button-name).
    Notification: { defaultProps: { closeButtonProps: { size: 44, "aria-label": "Close" } } },
  },
});

/**
 * Kiosk overrides: the same theme with large touch targets (at least 48 px) for a tablet. Plain objects rather than
 * `Select.extend(...)` (which only returns its argument): naming a component here would put it, and what it pulls in
 * (react-number-format, floating-ui, textarea autosize), into every app's first download.
 */
export const kioskTheme: MantineThemeOverride = /* @__PURE__ */ mergeThemeOverrides(
  theme,
  /* @__PURE__ */ createTheme({
    fontSizes: { md: "1.125rem", lg: "1.25rem", xl: "1.5rem" },
    components: {
      Button: { defaultProps: { size: "xl" } },
      ActionIcon: { defaultProps: { size: "xl" } },
      TextInput: { defaultProps: { size: "lg" } },
      PasswordInput: { defaultProps: { size: "lg" } },
      NumberInput: { defaultProps: { size: "lg" } },
      Textarea: { defaultProps: { size: "lg" } },
      Select: { defaultProps: { size: "lg" } },
      Switch: { defaultProps: { size: "lg" } },
      SegmentedControl: { defaultProps: { size: "lg" } },
    },
  }),
);

/** Darker "dimmed" text than Mantine's default so secondary text passes WCAG AA on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // A field's error words and its typed text in red keep 4.5:1 on white (Mantine's red 6 has 3.3:1).
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
