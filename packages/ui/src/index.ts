export { type ActionKey, createActionKey, idempotencyContext } from "./action-key";
export {
  AuthProvider,
  type AuthProviderProps,
  createTrpcAuthApi,
  type UseAuthResult,
  useAuth,
  useAuthStore,
} from "./auth-context";
export {
  DEFAULT_SUPPORT_EMAIL,
  isUnauthorizedError,
  LOGIN_FAILED_MESSAGE,
  loginErrorMessage,
  notMemberMessage,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from "./auth-errors";
export {
  adoptLegacyKioskSession,
  EXPIRES_AT_KEY,
  KIOSK_KEYS,
  readStoredToken,
  SESSION_TTL_MS,
  TOKEN_KEY,
  USER_KEY,
} from "./auth-storage";
export {
  type AuthStore,
  type AuthStoreOptions,
  createAuthStore,
  type LogoutOptions,
  signedOutState,
} from "./auth-store";
export type {
  AuthApi,
  AuthCompany,
  AuthState,
  AuthUser,
  LoginResult,
  StoreInfo,
  UserInfo,
} from "./auth-types";
export { notifyFailure } from "./failure-notice";
export { type FieldRefusal, fieldRefusal } from "./field-refusal";
export { FullscreenToggle, type FullscreenToggleProps } from "./fullscreen-toggle";
export { formatMessage, type MessageValues, messageArguments, msg } from "./i18n/format-message";
export {
  type Catalog,
  I18nProvider,
  type I18nProviderProps,
  loadCatalog,
  type Translate,
  translate,
  useLanguage,
  useT,
} from "./i18n/i18n-context";
export { LanguageSwitch, type LanguageSwitchProps } from "./i18n/language-switch";
export { PageLanguageProvider, PageLanguageSwitch, useOfferedLanguages } from "./i18n/page-language";
export {
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
  storedLanguage,
} from "./i18n/preferred-language";
export { type IdbDatabase, type IdbRequest, idbDatabase } from "./idb";
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "./idempotency-key";
export { Keypad, type KeypadProps, keypadKeyOf } from "./keypad";
export { LoginScreen, type LoginScreenProps } from "./login-screen";
export { isSavableNote, NoteModal, type NoteModalProps } from "./note-modal";
export {
  PartySizeStepper,
  type PartySizeStepperProps,
  type PartySizeStepperSize,
} from "./party-size-stepper";
export { PhoneDisplay, type PhoneDisplayProps } from "./phone-display";
export { PhoneInput, type PhoneInputProps } from "./phone-input";
export {
  downloadDataUrl,
  QR_DOWNLOAD_SIZE,
  QR_LEVEL,
  QrDownload,
  type QrDownloadProps,
  toPngDataUrl,
} from "./qr-download";
export { type CreateQueryClientOptions, createQueryClient } from "./query-client";
export {
  AuthRedirect,
  type AuthRedirectProps,
  RequireAuth,
  type RequireAuthProps,
} from "./require-auth";
export { SeatingChoiceButtons, type SeatingChoiceProps, type SeatingChoiceSize } from "./seating-choice";
export { SeatlineProvider, type SeatlineProviderProps } from "./seatline-provider";
export { serverMessage, wasNotAnswered } from "./server-message";
export { type Session, SessionContext, useSession } from "./session-context";
export { Spinner, type SpinnerProps } from "./spinner";
export { reloadOnStaleChunks } from "./stale-chunks";
export { TextingConsent, useTextingConsent } from "./texting-consent";
export { cssVariablesResolver, kioskTheme, theme } from "./theme";
export { type SeatlineTrpcClient, TRPCProvider, useTRPC, useTRPCClient } from "./trpc";
export { apiBaseUrl, type CreateTrpcClientOptions, createTrpcClient } from "./trpc-client";
export { httpStatusOf, trpcErrorCode } from "./trpc-wire";
export { isUnreachable } from "./unreachable";
export { useOnline } from "./use-online";
export { type StoreTopic, useStoreEvents } from "./use-store-events";
export { WaitTimesPanel, type WaitTimesPanelProps, type WaitTimesPanelSize } from "./wait-times-panel";
